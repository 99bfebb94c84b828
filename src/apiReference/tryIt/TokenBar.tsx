import React, {useEffect, useId, useRef, useState} from 'react';
import {setToken, useToken, type TokenScheme} from './tokenStore';

export const TOKEN_INPUT_ID = 'api-try-token';
const ENTRY_EVENT = 'api-try-token-entry';
/** The bar's height, for what must stay clear of it. */
const ROOM_PROPERTY = '--api-try-token-room';

/** A panel's "Enter a token": opens the bar (folded on a phone) and puts the cursor in its field. */
export function requestTokenEntry(): void {
  window.dispatchEvent(new Event(ENTRY_EVENT));
}

/**
 * Keeps focused fields and their messages clear of the bar: the page's scroll padding at the
 * bottom follows the bar's height, so focusing a field (or scrolling one into view) stops above it.
 * The theme's back-to-top button rises by the same height (--api-try-token-room, ./styles.css),
 * so it never covers the end of the bar.
 */
function useScrollRoom(bar: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + 8}px`;
      root.style.setProperty(ROOM_PROPERTY, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      root.style.removeProperty(ROOM_PROPERTY);
    };
  }, [bar]);
}

/**
 * The page's one token field for "Try it": it sticks to the bottom of the window while the reader
 * is in the reference. On a phone it is one line until the reader opens it. The field is not
 * controlled by React (a controlled input mirrors its value into the `value` attribute): the value
 * lives in memory only (./tokenStore.ts) and is read from the field as it changes.
 */
export default function TokenBar(): React.ReactElement {
  const {token, scheme} = useToken();
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const bar = useRef<HTMLFormElement>(null);
  const schemeId = useId();
  useScrollRoom(bar);
  // Forgotten elsewhere ("Forget", leaving the page): the field follows.
  useEffect(() => {
    if (input.current && input.current.value.trim() !== token) input.current.value = token;
  }, [token]);
  useEffect(() => {
    const enter = () => {
      setOpen(true);
      requestAnimationFrame(() => input.current?.focus());
    };
    window.addEventListener(ENTRY_EVENT, enter);
    return () => window.removeEventListener(ENTRY_EVENT, enter);
  }, []);
  const forget = () => {
    setToken({token: ''});
    if (input.current) input.current.value = '';
  };
  return (
    <form ref={bar} className={`api-try-token${open ? ' api-try-token--open' : ''}`} aria-label="Try it settings" onSubmit={(event) => event.preventDefault()}>
      <button type="button" className="api-try-token__toggle button button--secondary button--sm" aria-expanded={open} aria-controls={TOKEN_INPUT_ID} onClick={() => setOpen(!open)}>
        {token ? 'Token: set' : 'Token: none'} {open ? '▾' : '▸'}
      </button>
      <label htmlFor={TOKEN_INPUT_ID} className="api-try-token__label">
        Token for Try it
      </label>
      <input
        ref={input}
        id={TOKEN_INPUT_ID}
        className="api-try__input api-try-token__field"
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        placeholder="Paste a JWT, an OAuth2 access token or an overlay token"
        onChange={(event) => setToken({token: event.target.value.trim()})}
      />
      {/* One piece: the label never wraps apart from its select. */}
      <span className="api-try-token__scheme api-try-token__field">
        <label htmlFor={schemeId}>Kind</label>
        <select id={schemeId} className="api-try__input" value={scheme} onChange={(event) => setToken({scheme: event.target.value as TokenScheme})}>
          <option value="Bearer">JWT or overlay token (Bearer)</option>
          <option value="oAuth">OAuth2 access token (oAuth)</option>
        </select>
      </span>
      <button type="button" className="button button--secondary button--sm api-try-token__field" onClick={() => setShown(!shown)} aria-pressed={shown}>
        {shown ? 'Hide' : 'Show'}
      </button>
      <button type="button" className="button button--secondary button--sm api-try-token__field" onClick={forget} disabled={!token}>
        Forget
      </button>
      <p className="api-try-token__note api-try-token__field">Kept in this page’s memory only: never stored, never in the address; gone when you leave /api or reload.</p>
    </form>
  );
}
