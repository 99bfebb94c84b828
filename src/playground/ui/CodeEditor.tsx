/**
 * One CodeMirror 6 editor. Tab indents; Escape then Tab (or Ctrl-M) lets keyboard users leave it,
 * as the hint under the editors says. `onChange` gets the whole text after each edit.
 */
import React, {useEffect, useRef} from 'react';
import {EditorState, type Extension} from '@codemirror/state';
import {EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab, temporarilySetTabFocusMode} from '@codemirror/commands';
import {bracketMatching, indentOnInput} from '@codemirror/language';
import {playgroundHighlighting} from './highlight';
import {html} from '@codemirror/lang-html';
import {css} from '@codemirror/lang-css';
import {javascript} from '@codemirror/lang-javascript';
import {json} from '@codemirror/lang-json';
import {linter, lintGutter, type Diagnostic} from '@codemirror/lint';

export type EditorLanguage = 'html' | 'css' | 'js' | 'json';

const languages: Record<EditorLanguage, () => Extension> = {html: () => html(), css: () => css(), js: () => javascript(), json: () => json()};

const theme = EditorView.theme({
  '&': {fontSize: '14px', border: '1px solid var(--ifm-color-emphasis-400)', borderRadius: '6px', backgroundColor: 'var(--ifm-background-color)', color: 'var(--ifm-font-color-base)'},
  '&.cm-focused': {outline: '2px solid var(--ifm-color-primary)', outlineOffset: '1px'},
  '.cm-scroller': {fontFamily: 'var(--ifm-font-family-monospace)', minHeight: '12rem', maxHeight: '28rem', overflow: 'auto'},
  '.cm-gutters': {backgroundColor: 'var(--ifm-color-emphasis-100)', color: 'var(--ifm-color-emphasis-800)', border: 'none'},
  '.cm-activeLine': {backgroundColor: 'var(--ifm-color-emphasis-100)'},
  '.cm-content': {caretColor: 'var(--ifm-font-color-base)'},
});

interface Props {
  label: string;
  language: EditorLanguage;
  value: string;
  onChange: (text: string) => void;
  /** Problems to mark in the text, by offset (Fields and payload JSON). */
  diagnose?: (text: string) => Diagnostic[];
}

export default function CodeEditor({label, language, value, onChange, diagnose}: Props): React.ReactElement {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({onChange, diagnose});
  useEffect(() => {
    latest.current = {onChange, diagnose};
  });

  useEffect(() => {
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      highlightActiveLine(),
      playgroundHighlighting,
      keymap.of([{key: 'Escape', run: temporarilySetTabFocusMode}, indentWithTab, ...defaultKeymap, ...historyKeymap]),
      languages[language](),
      theme,
      EditorView.lineWrapping,
      // An explicit tabindex makes the scrolling editor a keyboard stop for every checker, not only browsers.
      EditorView.contentAttributes.of({'aria-label': label, tabindex: '0'}),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) latest.current.onChange(update.state.doc.toString());
      }),
    ];
    if (latest.current.diagnose) extensions.push(lintGutter(), linter((editor) => latest.current.diagnose?.(editor.state.doc.toString()) ?? [], {delay: 300}));
    view.current = new EditorView({state: EditorState.create({doc: value, extensions}), parent: host.current!});
    return () => view.current?.destroy();
    // The editor is created once per language; outside changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}});
  }, [value]);

  return <div ref={host} />;
}
