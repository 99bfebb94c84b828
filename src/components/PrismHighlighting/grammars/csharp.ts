import Prism from '../prism';
// C# extends the C-like base; the web group loads the same module, which runs once per visit.
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-csharp';

/** Prism with C# (also `cs` and `dotnet`); see ../languages.ts. */
export default Prism;
