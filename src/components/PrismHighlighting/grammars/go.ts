import Prism from '../prism';
// Go extends the C-like base; the web group loads the same module, which runs once per visit.
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-go';

/** Prism with Go; see ../languages.ts. */
export default Prism;
