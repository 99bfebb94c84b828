// Prism's core without any language, typed as the full package (see ./prism.ts).
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
