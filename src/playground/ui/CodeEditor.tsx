/**
 * One CodeMirror 6 editor. Tab indents; Escape then Tab (or Ctrl-M) lets keyboard users leave it,
 * as the hint under the editors says. `onChange` gets the whole text after each change.
 */
import React, {useEffect, useRef} from 'react';
import {Compartment, EditorState, Transaction, type Extension} from '@codemirror/state';
import {EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab, temporarilySetTabFocusMode} from '@codemirror/commands';
import {bracketMatching, indentOnInput} from '@codemirror/language';
import {playgroundHighlighting} from './highlight';
import {linter, lintGutter, type Diagnostic} from '@codemirror/lint';
import {cutMessage, overMessage} from '@site/src/tools/textLimit';

/** How many reported texts are remembered while waiting for their echo (renders lag a few keys at most). */
const MAX_PENDING_ECHOES = 200;

export type EditorLanguage = 'html' | 'css' | 'js' | 'json';

/**
 * Each language's grammar is its own chunk, fetched when an editor for it is created: the widget
 * starts running without waiting for any of them, and the text is highlighted a moment later.
 */
const languages: Record<EditorLanguage, () => Promise<Extension>> = {
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  js: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
};

const theme = EditorView.theme({
  '&': {fontSize: '14px', border: '1px solid var(--ifm-color-emphasis-400)', borderRadius: '6px', backgroundColor: 'var(--ifm-background-color)', color: 'var(--ifm-font-color-base)'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '1px'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', minHeight: '12rem', maxHeight: '28rem', overflow: 'auto'},
  '.cm-gutters': {backgroundColor: 'var(--ifm-color-emphasis-100)', color: 'var(--ifm-color-emphasis-800)', border: 'none'},
  '.cm-activeLine': {backgroundColor: 'var(--ifm-color-emphasis-100)'},
  '.cm-content': {caretColor: 'var(--ifm-font-color-base)'},
});

export interface EditorProps {
  label: string;
  language: EditorLanguage;
  value: string;
  /** The whole text after each change; `byVisitor` is false for a change made from outside (a new value). */
  onChange: (text: string, byVisitor: boolean) => void;
  /** Problems to mark in the text, by offset (Fields and payload JSON). */
  diagnose?: (text: string) => Diagnostic[];
  /** The most characters the editor holds: a paste beyond is cut, typing beyond is refused, and `onLimit` says so. */
  maxLength: number;
  onLimit: (message: string) => void;
}

export default function CodeEditor({label, language, value, onChange, diagnose, maxLength, onLimit}: EditorProps): React.ReactElement {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({onChange, diagnose, onLimit});
  /**
   * Texts this editor reported that may still come back as the value prop. An echo is never an
   * outside change, even when renders lag behind the typing and an older text arrives after a newer one.
   */
  const reported = useRef(new Set<string>([value]));
  useEffect(() => {
    latest.current = {onChange, diagnose, onLimit};
  });

  useEffect(() => {
    const grammar = new Compartment();
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      highlightActiveLine(),
      playgroundHighlighting,
      keymap.of([{key: 'Escape', run: temporarilySetTabFocusMode}, indentWithTab, ...defaultKeymap, ...historyKeymap]),
      grammar.of([]),
      theme,
      EditorView.lineWrapping,
      // A paste (or drop) is cut to what fits before CodeMirror inserts it, so a huge one never reaches the document.
      EditorView.clipboardInputFilter.of((text, state) => {
        const room = Math.max(0, maxLength - state.doc.length + state.selection.ranges.reduce((sum, range) => sum + range.to - range.from, 0));
        if (text.length <= room) return text;
        latest.current.onLimit(cutMessage(`the ${label} editor`, text.length, text.length - room, maxLength));
        return text.slice(0, room);
      }),
      EditorState.transactionFilter.of((transaction) => {
        const grows = transaction.docChanged && transaction.newDoc.length > maxLength && transaction.newDoc.length > transaction.startState.doc.length;
        if (!grows || transaction.annotation(Transaction.userEvent) === undefined) return transaction;
        latest.current.onLimit(overMessage(`the ${label} editor`, transaction.newDoc.length, maxLength));
        return [];
      }),
      // An explicit tabindex makes the scrolling editor a keyboard stop for every checker, not only browsers.
      EditorView.contentAttributes.of({'aria-label': label, tabindex: '0'}),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        const text = update.state.doc.toString();
        const pending = reported.current;
        pending.delete(text);
        pending.add(text);
        // Oldest first: a Set keeps insertion order.
        for (const old of pending) {
          if (pending.size <= MAX_PENDING_ECHOES) break;
          pending.delete(old);
        }
        latest.current.onChange(text, update.transactions.some((transaction) => transaction.annotation(Transaction.userEvent) !== undefined));
      }),
    ];
    if (latest.current.diagnose) extensions.push(lintGutter(), linter((editor) => latest.current.diagnose?.(editor.state.doc.toString()) ?? [], {delay: 300}));
    reported.current = new Set([value]);
    const editor = new EditorView({state: EditorState.create({doc: value, extensions}), parent: host.current!});
    view.current = editor;
    let alive = true;
    languages[language]().then(
      (extension) => alive && editor.dispatch({effects: grammar.reconfigure(extension)}),
      // Without its grammar the editor still edits, only without colours or smart indentation.
      (error: unknown) => console.warn(`Playground: the ${language} grammar did not load`, error),
    );
    return () => {
      alive = false;
      editor.destroy();
    };
    // The editor is created once per language; outside changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label, maxLength]);

  // Outside changes (a starter, a shared link, a reset) replace the text. The editor's own edits come
  // back here too, possibly after the visitor has typed more (effects may run a frame later): those
  // are skipped, or fast typing would be undone.
  useEffect(() => {
    const editor = view.current;
    if (!editor || reported.current.has(value)) return;
    reported.current = new Set([value]);
    if (editor.state.doc.toString() !== value) editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}});
  }, [value]);

  return <div ref={host} />;
}
