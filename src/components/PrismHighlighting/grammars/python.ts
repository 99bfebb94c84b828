import Prism from '../prism';
import 'prismjs/components/prism-python';

/** Prism with Python (also `py`); see ../languages.ts. */
export default Prism;
