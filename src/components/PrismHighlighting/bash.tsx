import Prism from './grammars/bash';
import {highlighting} from './highlighting';

// Highlights Bash; see ./languages.ts.
const {PrismHighlighting, HighlightedCodeBlock} = highlighting(Prism);
export default PrismHighlighting;
export {HighlightedCodeBlock};
