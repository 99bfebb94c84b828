import type {Diagnostic} from '@codemirror/lint';
import type {JsonProblem} from '../logic/fields';

/** A JSON problem as a CodeMirror diagnostic, marked at its offset. */
export const problemDiagnostics =
  (problem: () => JsonProblem | null) =>
  (text: string): Diagnostic[] => {
    const found = problem();
    if (!found) return [];
    const from = Math.min(found.offset, text.length);
    return [{from, to: Math.min(text.length, from + 1), severity: 'error', message: `Line ${found.line}, column ${found.column}: ${found.message}`}];
  };
