/**
 * Where the widget playground mounts on /overlays/custom-widget. Only this small component is in
 * the page's first load: the playground and CodeMirror are fetched when the visitor opens it, or
 * at once when a link asks for it (?try=, #state=, #event=), which is the same intent. It has no
 * stylesheet of its own (Infima classes only): every CSS module lands in the stylesheet of every page.
 */
import React, {useEffect, useRef, useState, type ComponentType} from 'react';
import {fragmentLinksIntoPlayground, linksIntoPlayground} from '@site/src/playground/ui/links';
import {draftTools, hasSavedDraft, legacyPlaygroundDraftKey} from '@site/src/tools/drafts/keys';
import tool from '@site/src/playground/tool.json';
import ToolBoundary from '../ToolBoundary';

type PlaygroundComponent = ComponentType<{onClose: () => void; focusOnOpen?: boolean}>;
type Loading = {byClick: boolean; Playground?: PlaygroundComponent; error?: string};

const draftWaiting = (): boolean => hasSavedDraft(draftTools.playground, 'main', legacyPlaygroundDraftKey);

/** When the playground failed on what it opened: the link's widget and event are left out of the address too. */
const dropLinkFromAddress = () => {
  const hash = window.location.hash.replace(/^#/, '').split('&').filter((part) => part !== '' && !/^(state|event)=/.test(part)).join('&');
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`);
};
const playgroundDraft = {tool: draftTools.playground, leaveOut: dropLinkFromAddress};

export default function WidgetPlayground(): React.ReactElement {
  const [loading, setLoading] = useState<Loading | null>(null);
  const [hasDraft, setHasDraft] = useState(false);
  const opened = useRef(false);
  const opener = useRef<HTMLButtonElement>(null);
  /** Closing takes away the control the visitor was on: focus goes back to the button that opened it. */
  const focusOpener = useRef(false);
  useEffect(() => {
    if (!focusOpener.current || !opener.current) return;
    focusOpener.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) opener.current.focus();
  });
  const open = (byClick: boolean) => {
    opened.current = true;
    setLoading({byClick});
    import(/* webpackChunkName: "widget-playground" */ '@site/src/playground/ui/Playground').then(
      (module) => setLoading({byClick, Playground: module.default}),
      (error: Error) => setLoading({byClick, error: error.message}),
    );
  };
  useEffect(() => {
    setHasDraft(draftWaiting());
    // A link pasted while the page is open changes only the fragment; the open playground follows it itself.
    const onHashChange = () => !opened.current && fragmentLinksIntoPlayground(window.location.hash) && open(false);
    window.addEventListener('hashchange', onHashChange);
    if (linksIntoPlayground(window.location.search, window.location.hash)) open(false);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const close = () => {
    opened.current = false;
    focusOpener.current = true;
    setHasDraft(draftWaiting());
    setLoading(null);
  };
  if (loading?.Playground) {
    return (
      <ToolBoundary tool={{name: tool.name, kept: tool.kept}} draft={playgroundDraft}>
        <loading.Playground focusOnOpen={loading.byClick} onClose={close} />
      </ToolBoundary>
    );
  }
  return (
    <div className="margin-vert--md">
      <noscript>
        <p className="alert alert--warning">The widget playground runs code in your browser, so it needs JavaScript; the rest of this page works without it.</p>
      </noscript>
      {loading?.error && <p role="alert">The playground could not load ({loading.error}). Check your connection and try again.</p>}
      <button ref={opener} type="button" className="button button--primary" data-needs-js="" disabled={Boolean(loading && !loading.error)} onClick={() => open(true)}>
        {loading && !loading.error ? 'Loading the playground…' : hasDraft ? 'Open playground: your draft is waiting' : 'Open playground'}
      </button>
    </div>
  );
}
