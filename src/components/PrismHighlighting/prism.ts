import './manualMode';
import Prism from 'prismjs/components/prism-core';

// Prism's core, without a grammar. Each module in ./grammars adds its group's grammars to this one
// instance (see ./languages.ts), so once a visit has loaded several groups, all of them highlight.
export default Prism;
