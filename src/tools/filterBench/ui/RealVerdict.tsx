/**
 * Asking the API for the channel's real verdict on a line. The token lives in this module's memory
 * only (as on /api's Try it, src/apiReference/tryIt/tokenStore.ts): never in storage, the address,
 * the share link, a DOM attribute or the console; gone on reload.
 */
import React, {createContext, useContext, useId, useState} from 'react';
import tools from '@site/src/css/tools.module.css';
import TokenInput from '@site/src/console/ui/TokenInput';
import {askRealVerdict, channelIdPattern, testOperationPath, type RealAnswer, type Scheme} from '../model/realVerdict';
import type {ChatLine} from '../model/types';
import styles from './bench.module.css';

let memory = {token: '', scheme: 'Bearer' as Scheme, channel: ''};

interface Access {
  token: string;
  scheme: Scheme;
  channel: string;
}
const AccessContext = createContext<Access>(memory);

export function RealVerdictSettings({children}: {children: React.ReactNode}): React.ReactElement {
  const id = useId();
  const [access, setAccess] = useState<Access>(memory);
  const set = (changes: Partial<Access>) => {
    memory = {...memory, ...changes};
    setAccess(memory);
  };
  const channelProblem = access.channel !== '' && !channelIdPattern.test(access.channel);
  return (
    <AccessContext.Provider value={access}>
      <details className={styles.section}>
        <summary>
          <strong>Ask the API for the real verdict</strong> (optional, needs a token)
        </summary>
        <p className={styles.hint}>
          {`With a token, each line gets an “Ask the API” button that sends it to the reference API’s test operation (POST ${testOperationPath}), which checks it against your channel’s real filters without punishing anyone. The token stays in this page’s memory and is forgotten on reload; it is never saved or put in the share link. The provider names the body’s fields origin and data without their values: the bench sends the line’s platform and its message.`}
        </p>
        <div className={styles.settingsGrid}>
          <div className={tools.field}>
            <label htmlFor={`${id}-token`}>Token</label>
            <TokenInput id={`${id}-token`} token={access.token} onChange={(token) => set({token: token.trim()})} />
          </div>
          <label className={tools.field}>
            <span>Token kind</span>
            <select className={tools.control} value={access.scheme} onChange={(event) => set({scheme: event.target.value as Scheme})}>
              <option value="Bearer">JWT or overlay token (Bearer)</option>
              <option value="oAuth">OAuth2 access token (oAuth)</option>
            </select>
          </label>
          <label className={tools.field}>
            <span>Channel id</span>
            <input className={tools.control} value={access.channel} maxLength={24} spellCheck={false} autoComplete="off" aria-invalid={channelProblem || undefined} onChange={(event) => set({channel: event.target.value.trim()})} />
            {channelProblem && <span className={styles.problem}>A channel id is 24 hexadecimal characters.</span>}
          </label>
          {access.token && (
            <button
              type="button"
              className="button button--sm button--outline button--secondary"
              onClick={() => {
                set({token: ''});
                // The button goes with the token: focus stays in the settings, on the emptied field.
                document.getElementById(`${id}-token`)?.focus();
              }}
            >
              Forget the token
            </button>
          )}
        </div>
      </details>
      {children}
    </AccessContext.Provider>
  );
}

/** Under a line: the button, then the API's answer beside the bench's. */
export function AskApi({line}: {line: ChatLine}): React.ReactElement | null {
  const access = useContext(AccessContext);
  const [state, setState] = useState<{busy: boolean; answer: RealAnswer | null}>({busy: false, answer: null});
  if (!access.token) return null;
  const ask = async () => {
    setState({busy: true, answer: null});
    const answer = await askRealVerdict(line, access.channel, access.token, access.scheme);
    setState({busy: false, answer});
  };
  return (
    <div className={styles.real}>
      <button type="button" className="button button--sm button--secondary" disabled={state.busy} onClick={ask}>
        {state.busy ? 'Asking the API…' : `Ask the API about line ${line.lineNumber}`}
      </button>
      <div role="status" aria-label={`The API’s answer for line ${line.lineNumber}`}>
        {state.answer && (
          <>
            <p className={state.answer.ok ? styles.hint : styles.problem}>
              {state.answer.status !== undefined ? `The API answered ${state.answer.status}. ` : ''}
              {state.answer.advice ?? 'Its answer is the channel’s real verdict; the bench’s own is above.'}
            </p>
            {state.answer.body && <pre className={styles.body}>{state.answer.body}</pre>}
          </>
        )}
      </div>
    </div>
  );
}
