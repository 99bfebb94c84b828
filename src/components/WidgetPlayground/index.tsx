/**
 * Where the widget playground mounts on /overlays/custom-widget. Only this small component is in
 * the page's first load: the playground and CodeMirror are fetched when the visitor opens it, or
 * at once when a link asks for it (?try=, #state=, #event=), which is the same intent. It has no
 * stylesheet of its own (Infima classes only): every CSS module lands in the stylesheet of every page.
 */
import React, {useEffect, useState, type ComponentType} from 'react';
import ToolBoundary from '../ToolBoundary';

type PlaygroundComponent = ComponentType<{onClose: () => void; focusOnOpen?: boolean}>;
type Loading = {byClick: boolean; Playground?: PlaygroundComponent; error?: string};

/** True when the URL links into the playground. */
export const linksIntoPlayground = (search: string, hash: string): boolean => new URLSearchParams(search).has('try') || /(^#|&)(state|event)=/.test(hash);

export default function WidgetPlayground(): React.ReactElement {
  const [loading, setLoading] = useState<Loading | null>(null);
  const open = (byClick: boolean) => {
    setLoading({byClick});
    import(/* webpackChunkName: "widget-playground" */ '@site/src/playground/ui/Playground').then(
      (module) => setLoading({byClick, Playground: module.default}),
      (error: Error) => setLoading({byClick, error: error.message}),
    );
  };
  useEffect(() => {
    if (!linksIntoPlayground(window.location.search, window.location.hash)) return;
    open(false);
    document.getElementById('playground')?.scrollIntoView();
  }, []);

  if (loading?.Playground) {
    return (
      <ToolBoundary name="playground" kept="Your saved draft is kept.">
        <loading.Playground focusOnOpen={loading.byClick} onClose={() => setLoading(null)} />
      </ToolBoundary>
    );
  }
  return (
    <div className="margin-vert--md">
      <noscript>
        <p className="alert alert--warning">The widget playground runs code in your browser, so it needs JavaScript; the rest of this page works without it.</p>
      </noscript>
      {loading?.error && <p role="alert">The playground could not load ({loading.error}). Check your connection and try again.</p>}
      <button type="button" className="button button--primary" disabled={Boolean(loading && !loading.error)} onClick={() => open(true)} data-needs-js="">
        {loading && !loading.error ? 'Loading the playground…' : 'Open playground'}
      </button>
    </div>
  );
}
