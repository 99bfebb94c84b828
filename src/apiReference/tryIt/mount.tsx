/**
 * Opens and closes the try-it panels inside the reference's server markup. Loaded on intent only
 * (src/components/ApiReference/tryItTriggers.ts): nothing here is in any page's first load.
 */
import React, {useEffect, useState} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import Panel from './Panel';
import TokenBar from './TokenBar';
import {loadReference, type Reference} from './loadReference';
import {forgetAll} from './tokenStore';
import './styles.css';

/** Every panel opened (with the button that opened it) and the token bar, by host: to show one again, and to close them all when the reader leaves. */
const opened = new Map<HTMLElement, {root: Root; button?: HTMLButtonElement}>();

function Loader({id, dataUrl}: {id: string; dataUrl: string}): React.ReactElement {
  const [state, setState] = useState<{reference?: Reference; failed?: boolean}>({});
  // Each press of "Load again" asks once more (loadReference forgets a failed request).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadReference(dataUrl).then(
      (reference) => current && setState({reference}),
      () => current && setState({failed: true}),
    );
    return () => {
      current = false;
    };
  }, [dataUrl, attempt]);
  const op = state.reference?.operations.get(id);
  if (state.failed)
    return (
      <div role="alert">
        <p>The reference could not be loaded for trying. Check your connection, then load it again.</p>
        <button
          type="button"
          className="button button--sm button--primary"
          onClick={() => {
            setState({});
            setAttempt((n) => n + 1);
          }}
        >
          Load again
        </button>
      </div>
    );
  if (!state.reference) return <p aria-busy="true">Loading…</p>;
  if (!op) return <p role="alert">This operation is not in the published reference; reload the page.</p>;
  return (
    <div data-try-it-ready="">
      <Panel op={op} schemas={state.reference.schemas} />
    </div>
  );
}

/** The one token bar of the page, at the end of the reference (it sticks to the window's bottom). */
function ensureTokenBar(reference: Element): void {
  if (reference.querySelector(':scope > .api-try-token-host')) return;
  const host = document.createElement('div');
  host.className = 'api-try-token-host';
  reference.append(host);
  const root = createRoot(host);
  opened.set(host, {root});
  root.render(<TokenBar />);
}

/** Opens (or hides again) the panel of the button's operation; `dataUrl` is the compact try-it data file. */
export function togglePanel(reference: Element, button: HTMLButtonElement, dataUrl: string): void {
  const id = button.dataset.tryItOpen ?? '';
  const slot = button.closest('[data-try-it]');
  if (!slot) return;
  ensureTokenBar(reference);
  let host = slot.querySelector<HTMLElement>(':scope > .api-try-host');
  if (host && opened.has(host)) {
    const open = host.hidden;
    host.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open ? 'Hide Try it' : 'Try it';
    return;
  }
  host = document.createElement('div');
  host.className = 'api-try-host';
  host.id = `try-${id}`;
  slot.append(host);
  button.setAttribute('aria-controls', host.id);
  button.setAttribute('aria-expanded', 'true');
  button.textContent = 'Hide Try it';
  const root = createRoot(host);
  opened.set(host, {root, button});
  root.render(<Loader id={id} dataUrl={dataUrl} />);
}

/**
 * The reader left /api: the token, its kind and the channel id are forgotten, as the token bar says,
 * and every panel closes with what was typed in it.
 */
export function leavePage(): void {
  forgetAll();
  for (const [host, {root, button}] of opened) {
    root.unmount();
    host.remove();
    if (button) {
      button.setAttribute('aria-expanded', 'false');
      button.removeAttribute('aria-controls');
      button.textContent = 'Try it';
    }
  }
  opened.clear();
}

// A page the browser keeps for its Back button (the back-forward cache) keeps its memory, and
// leaving it by a full load (a link in the reference, another site) unmounts nothing: what the
// reader typed is dropped as the page is put away, so Back brings /api without it.
window.addEventListener('pagehide', (event) => {
  if (event.persisted) leavePage();
});
