/**
 * The editors come in their own chunks (CodeMirror is most of the playground's code). They are
 * fetched once the widget has started, or after a short wait when it does not answer: CodeMirror
 * starting up on a slow phone would otherwise hold the page while the widget's first answer waits
 * in the queue. Until then each editor's place says it is loading.
 */
import React, {lazy, Suspense} from 'react';
import type {EditorProps} from './CodeEditor';

/** The longest the editors wait for the widget's first answer. */
const EDITORS_WAIT_MS = 1000;

let widgetStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  widgetStarted = resolve;
});

/** Called by the workbench when the widget first runs, or fails to: the editors may load now. */
export const releaseEditors = (): void => widgetStarted();

const CodeEditor = lazy(() =>
  Promise.race([started, new Promise<void>((resolve) => window.setTimeout(resolve, EDITORS_WAIT_MS))]).then(
    () => import(/* webpackChunkName: "playground-editor" */ './CodeEditor'),
  ),
);

export default function LazyCodeEditor(props: EditorProps): React.ReactElement {
  return (
    <Suspense fallback={<p>Loading the {props.label} editor…</p>}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
