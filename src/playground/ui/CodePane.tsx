/** The code editors: HTML, CSS, JS and Fields (JSON), one at a time, with the Fields JSON's problem under it. */
import React, {useCallback, useRef, useState} from 'react';
import type {JsonProblem} from '../logic/fields';
import {PLAYGROUND_LIMITS} from '../logic/limits';
import {buttons} from './buttons';
import CodeEditor from './LazyCodeEditor';
import {problemDiagnostics} from './diagnostics';
import {alerts, styles} from './styles';

export type Tab = 'html' | 'css' | 'js' | 'fields';
const tabs: {id: Tab; label: string}[] = [
  {id: 'html', label: 'HTML'},
  {id: 'css', label: 'CSS'},
  {id: 'js', label: 'JS'},
  {id: 'fields', label: 'Fields'},
];

interface Props {
  tab: Tab;
  onTab: (tab: Tab) => void;
  texts: Record<Tab, string>;
  onChange: (tab: Tab, text: string, byVisitor: boolean) => void;
  fieldsProblem: JsonProblem | null;
  /** Said under the editor, where the visitor types (a save that failed). */
  children?: React.ReactNode;
}

export default function CodePane({tab, onTab, texts, onChange, fieldsProblem, children}: Props): React.ReactElement {
  const [limitMessage, setLimitMessage] = useState('');
  // A paste cut to the limit reports the cut, then arrives as the visitor's own change in the same
  // dispatch: that change must not clear the report it came with (the next one does).
  const cutJustReported = useRef(false);
  const reportCut = useCallback((message: string) => {
    cutJustReported.current = true;
    setLimitMessage(message);
    queueMicrotask(() => {
      cutJustReported.current = false;
    });
  }, []);
  const language = tab === 'fields' ? 'json' : tab;
  const label = tab === 'fields' ? 'Fields (JSON)' : tab.toUpperCase();
  return (
    <>
      <div role="group" aria-label="Editor" className={`${styles.row} ${styles.switch}`}>
        {tabs.map((item) => (
          <button key={item.id} type="button" aria-pressed={tab === item.id} className={tab === item.id ? buttons.chosen : buttons.choice} onClick={() => onTab(item.id)}>
            {item.label}
            {item.id === 'fields' && fieldsProblem ? ' (error)' : ''}
          </button>
        ))}
      </div>
      <div className={styles.editor}>
        <CodeEditor
          key={tab}
          label={label}
          language={language}
          value={texts[tab]}
          onChange={(text, byVisitor) => {
            if (byVisitor && !cutJustReported.current) setLimitMessage('');
            onChange(tab, text, byVisitor);
          }}
          diagnose={tab === 'fields' ? problemDiagnostics(() => fieldsProblem) : undefined}
          maxLength={PLAYGROUND_LIMITS.fileChars}
          onLimit={reportCut}
        />
      </div>
      <p role="status" className={limitMessage ? alerts.warning : undefined} style={limitMessage ? undefined : {margin: 0}}>
        {limitMessage}
      </p>
      {children}
      {/* Under every editor, not only Fields': the problem changes what every other file gets ({{name}} placeholders). */}
      {fieldsProblem && (
        <p className={styles.error} role="alert">
          Fields JSON, line {fieldsProblem.line}, column {fieldsProblem.column}: {fieldsProblem.message}. Until it is fixed, the widget runs with the last Fields that were valid
          (none, if they have not been valid since the playground opened), so a {'{{name}}'} placeholder may be left unfilled.{' '}
          {tab !== 'fields' && (
            <button type="button" className={buttons.link} onClick={() => onTab('fields')}>
              Show the Fields
            </button>
          )}
        </p>
      )}
      <p className={styles.note}>Tab indents. To move on with the keyboard, press Escape, then Tab (or Ctrl+M to switch Tab to moving focus).</p>
    </>
  );
}
