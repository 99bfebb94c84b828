import Prism from './grammars/web';
import {highlighting} from './highlighting';

// Highlights HTML (and the other markup languages), CSS and JavaScript; see ./languages.ts.
const {PrismHighlighting, HighlightedCodeBlock} = highlighting(Prism);
export default PrismHighlighting;
export {HighlightedCodeBlock};
