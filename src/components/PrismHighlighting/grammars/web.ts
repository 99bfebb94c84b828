import Prism from '../prism';
// Together and in this order: CSS and JavaScript register themselves inside markup's <style> and
// <script> (and style/on* attributes) as they load, and the extras rewrite the grammars before them.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-js-extras';

/** Prism with HTML (and the other markup languages), CSS and JavaScript; see ../languages.ts. */
export default Prism;
