import Prism from './grammars/python';
import {highlighting} from './highlighting';

// Highlights Python; see ./languages.ts.
const {PrismHighlighting, HighlightedCodeBlock} = highlighting(Prism);
export default PrismHighlighting;
export {HighlightedCodeBlock};
