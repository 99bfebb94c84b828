import Prism from './prism';
import {highlighting} from './highlighting';

// Prism's core alone, for a language no group in ./languages.ts knows: its code renders as plain
// tokens in the theme's colours.
const {PrismHighlighting, HighlightedCodeBlock} = highlighting(Prism);
export default PrismHighlighting;
export {HighlightedCodeBlock};
