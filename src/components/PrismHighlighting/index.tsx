import Prism from './grammars/web';
import './grammars/json';
import './grammars/bash';
import './grammars/python';
import {highlighting} from './highlighting';

// Every group, in the order they used to load, for pages and components not yet on their group's
// own wrapper (./web.tsx, ./json.tsx…).
const {PrismHighlighting, HighlightedCodeBlock} = highlighting(Prism);
export default PrismHighlighting;
export {HighlightedCodeBlock};
