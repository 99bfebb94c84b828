import Prism from './grammars/json';
import {highlighting} from './highlighting';

// Highlights JSON; see ./languages.ts.
const {PrismHighlighting, HighlightedCodeBlock} = highlighting(Prism);
export default PrismHighlighting;
export {HighlightedCodeBlock};
