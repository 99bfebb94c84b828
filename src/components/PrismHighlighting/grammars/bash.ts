import Prism from '../prism';
import 'prismjs/components/prism-bash';

/** Prism with Bash (also `sh` and `shell`); see ../languages.ts. */
export default Prism;
