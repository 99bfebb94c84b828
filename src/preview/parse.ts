/**
 * Reads a reply into text and variables. Both spellings open a variable: `$(` closes at the
 * matching `)` and `${` at the matching `}`; brackets of the same kind inside (as in
 * `$(math "round(7 / 2)")`) must balance. Iterative, one pass, so any input ends in linear time.
 */
import type {Diagnostic, ReplyNode, TextNode, VariableNode} from './types';

/** Nesting deeper than this is not a command anyone writes; it stays text and gets a diagnostic. */
export const maxNesting = 24;

interface Frame {
  open: '$(' | '${' | null;
  start: number;
  /** Unmatched inner `(` or `{` of the frame's own kind. */
  inner: number;
  nodes: ReplyNode[];
  text: string;
  textStart: number;
}

export interface Parsed {
  nodes: ReplyNode[];
  diagnostics: Diagnostic[];
}

const closer = {'$(': ')', '${': '}'} as const;
const innerOpener = {'$(': '(', '${': '{'} as const;

function flush(frame: Frame, at: number): void {
  if (frame.text) frame.nodes.push({kind: 'text', text: frame.text, start: frame.textStart, end: at} satisfies TextNode);
  frame.text = '';
  frame.textStart = at;
}

export function parseReply(source: string): Parsed {
  const diagnostics: Diagnostic[] = [];
  const root: Frame = {open: null, start: 0, inner: 0, nodes: [], text: '', textStart: 0};
  const stack: Frame[] = [root];
  const top = (): Frame => stack[stack.length - 1] ?? root;
  let tooDeep = false;
  let i = 0;
  while (i < source.length) {
    const frame = top();
    const char = source.charAt(i);
    const next = source.charAt(i + 1);
    if (char === '$' && (next === '(' || next === '{')) {
      if (stack.length > maxNesting) {
        if (!tooDeep) {
          diagnostics.push({
            kind: 'bound',
            severity: 'error',
            message: `Variables are nested more than ${maxNesting} deep here; the preview stops reading them and shows the rest as typed.`,
            start: i,
            end: i + 2,
          });
        }
        tooDeep = true;
      } else {
        flush(frame, i);
        stack.push({open: char + next === '$(' ? '$(' : '${', start: i, inner: 0, nodes: [], text: '', textStart: i + 2});
        i += 2;
        continue;
      }
    }
    if (frame.open) {
      if (char === innerOpener[frame.open]) frame.inner += 1;
      else if (char === closer[frame.open]) {
        if (frame.inner > 0) frame.inner -= 1;
        else {
          flush(frame, i);
          stack.pop();
          const parent = top();
          const node: VariableNode = {kind: 'var', open: frame.open, content: frame.nodes, start: frame.start, end: i + 1};
          parent.nodes.push(node);
          parent.textStart = i + 1;
          i += 1;
          continue;
        }
      }
    } else if (char === '}' && stack.length === 1) {
      diagnostics.push({
        kind: 'brackets',
        severity: 'warning',
        message: 'This `}` closes nothing: there is no `${` open before it. The bot posts it as text.',
        start: i,
        end: i + 1,
      });
    }
    if (!frame.text) frame.textStart = i;
    frame.text += char;
    i += 1;
  }
  // Anything still open was never closed: it goes out as typed, from the outermost open bracket on.
  const outermost = stack[1];
  if (outermost?.open) {
    const open = stack.length - 1;
    diagnostics.push({
      kind: 'brackets',
      severity: 'error',
      message:
        `This \`${outermost.open}\` is never closed with \`${closer[outermost.open]}\`` +
        (open > 1 ? ` (nor are the ${open - 1} opened after it)` : '') +
        '; the bot cannot read it as a variable, so the preview shows it as typed.',
      start: outermost.start,
      end: outermost.start + 2,
    });
    stack.length = 1;
    flush(root, outermost.start);
    root.nodes.push({kind: 'text', text: source.slice(outermost.start), start: outermost.start, end: source.length});
    root.textStart = source.length;
  }
  flush(root, source.length);
  return {nodes: root.nodes, diagnostics};
}
