import './manualMode';
import Prism from 'prismjs/components/prism-core';
// Only the grammars the docs use (see README, "Adding a page"), with the same extras for CSS and
// JavaScript as prism-react-renderer, so blocks keep their colours. prism-react-renderer's bundle
// registers about twenty, and each later grammar walks all earlier ones: 150 ms of start-up at 4×
// slowdown on every page with highlighted code. These load in a few milliseconds.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-python';

export default Prism;
