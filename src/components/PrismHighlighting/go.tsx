import Prism from './grammars/go';
import {highlighting} from './highlighting';

// Highlights Go; see ./languages.ts.
const {PrismHighlighting, HighlightedCodeBlock} = highlighting(Prism);
export default PrismHighlighting;
export {HighlightedCodeBlock};
