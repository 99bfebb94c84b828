/**
 * Where the widget playground mounts on /overlays/custom-widget. Only this small component is in
 * the page's first load: the playground and CodeMirror are fetched when the visitor opens it, or
 * at once when a link asks for it (?try=, #state=, #event=), which is the same intent. It has no
 * stylesheet of its own (Infima classes only): every CSS module lands in the stylesheet of every page.
 */
import React, {lazy, Suspense, useEffect, useState} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

const Playground = lazy(() => import(/* webpackChunkName: "widget-playground" */ '@site/src/playground/ui/Playground'));

/** True when the URL links into the playground. */
export const linksIntoPlayground = (search: string, hash: string): boolean => new URLSearchParams(search).has('try') || /(^#|&)(state|event)=/.test(hash);

export default function WidgetPlayground(): React.ReactElement {
  const [open, setOpen] = useState(false);
  // Opened with the button: keyboard focus moves into the playground instead of being lost.
  const [byClick, setByClick] = useState(false);
  useEffect(() => {
    if (linksIntoPlayground(window.location.search, window.location.hash)) {
      setOpen(true);
      document.getElementById('playground')?.scrollIntoView();
    }
  }, []);
  if (!open) {
    return (
      <div className="margin-vert--md">
        <noscript>
          <p className="alert alert--warning">The widget playground runs widget code in your browser, so it needs JavaScript. Turn scripts on for this site to use it; everything else on this page works without them.</p>
        </noscript>
        <button type="button" className="button button--primary" onClick={() => {
            setByClick(true);
            setOpen(true);
          }}>
          Open playground
        </button>
      </div>
    );
  }
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <div role="alert" className="margin-vert--md">
          <p>The playground could not load: {error.message}. Check your connection, then try again.</p>
          <button type="button" className="button button--secondary" onClick={tryAgain}>
            Try again
          </button>
        </div>
      )}>
      <Suspense fallback={<p role="status">Loading the playground…</p>}>
        <Playground focusOnOpen={byClick} onClose={() => setOpen(false)} />
      </Suspense>
    </ErrorBoundary>
  );
}
