import Prism from './grammars/csharp';
import {highlighting} from './highlighting';

// Highlights C#; see ./languages.ts.
const {PrismHighlighting, HighlightedCodeBlock} = highlighting(Prism);
export default PrismHighlighting;
export {HighlightedCodeBlock};
