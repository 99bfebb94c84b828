import React, {useId, useState} from 'react';
import {setToken, useToken, type TokenScheme} from './tokenStore';

export const TOKEN_INPUT_ID = 'api-try-token';

/**
 * The page's one token field for "Try it": it sticks to the bottom of the window while the reader
 * is in the reference. The value lives in memory only (./tokenStore.ts).
 */
export default function TokenBar(): React.ReactElement {
  const {token, scheme} = useToken();
  const [shown, setShown] = useState(false);
  const schemeId = useId();
  return (
    <form className="api-try-token" aria-label="Try it settings" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={TOKEN_INPUT_ID}>Token for Try it</label>
      <input
        id={TOKEN_INPUT_ID}
        className="api-try__input"
        type={shown ? 'text' : 'password'}
        value={token}
        autoComplete="off"
        spellCheck={false}
        placeholder="Paste a JWT, an OAuth2 access token or an overlay token"
        onChange={(event) => setToken({token: event.target.value.trim()})}
      />
      <label htmlFor={schemeId} className="api-try-token__scheme">
        Kind
      </label>
      <select id={schemeId} className="api-try__input" value={scheme} onChange={(event) => setToken({scheme: event.target.value as TokenScheme})}>
        <option value="Bearer">JWT or overlay token (Bearer)</option>
        <option value="oAuth">OAuth2 access token (oAuth)</option>
      </select>
      <button type="button" className="button button--secondary button--sm" onClick={() => setShown(!shown)} aria-pressed={shown}>
        {shown ? 'Hide' : 'Show'}
      </button>
      <button type="button" className="button button--secondary button--sm" onClick={() => setToken({token: ''})} disabled={!token}>
        Forget
      </button>
      <p className="api-try-token__note">Kept in this page’s memory only: never stored, never in the address; gone when you leave or reload.</p>
    </form>
  );
}
