import Prism from '../prism';
import 'prismjs/components/prism-json';

/** Prism with JSON; see ../languages.ts. */
export default Prism;
