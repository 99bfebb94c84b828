import React, {useEffect, useId, useRef, useState} from 'react';
import {isWrite, type Json, type Operation, type Parameter} from '../model';
import type {SampleRequest} from '../samples';
import AnswerView, {answerSummary} from './AnswerView';
import CurlCopy from './CurlCopy';
import {checkBody, isApiId, parameterProblem} from './checkValues';
import {send, type Answer, type Failure} from './send';
import {requestTokenEntry} from './TokenBar';
import {setToken, useToken} from './tokenStore';

const plain = (text: string) => text.replace(/`/g, '');

function Field({param, value, problem, onChange}: {param: Parameter; value: string; problem?: string; onChange: (v: string) => void}): React.ReactElement {
  const id = useId();
  const schema = param.schema;
  const choices = schema.type === 'boolean' ? ['true', 'false'] : schema.type !== 'array' ? (schema.enum as string[] | undefined) : undefined;
  const describedBy = `${id}-hint${problem ? ` ${id}-problem` : ''}`;
  const common = {id, value, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy, className: 'api-try__input'} as const;
  return (
    <div className="api-try__field">
      <label htmlFor={id}>
        <code>{param.name}</code> <span className="api-try__where">({param.in}{param.required ? ', required' : ''})</span>
      </label>
      {choices ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{param.required ? 'Choose…' : '(leave out)'}</option>
          {choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" inputMode={schema.type === 'integer' ? 'numeric' : undefined} spellCheck={false} autoComplete="off" placeholder={param.example === undefined ? undefined : String(param.example)} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-hint`} className="api-try__hint">
        {plain(param.description)}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="api-try__error">
          {problem}
        </p>
      )}
    </div>
  );
}

/** One operation's try-it panel: values checked before sending, a confirmation for writes, the answer. */
/** The path's channel id: typed once, offered to every panel of the page. */
const isChannel = (param: Parameter) => param.in === 'path' && param.name === 'channel';

export default function Panel({op, schemas}: {op: Operation; schemas: Record<string, Json>}): React.ReactElement {
  const {token, scheme, channel} = useToken();
  const [typed, setValues] = useState<Record<string, string>>({});
  const values: Record<string, string> = {...typed};
  for (const param of op.parameters) if (isChannel(param) && typed[param.name] === undefined) values[param.name] = channel;
  const [server, setServer] = useState(op.server);
  const abort = useRef<AbortController | null>(null);
  const serverId = useId();
  const [bodyText, setBodyText] = useState(() => (op.body?.example === undefined ? '' : JSON.stringify(op.body.example, null, 2)));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Answer | Failure | null>(null);
  const bodyId = useId();
  const form = useRef<HTMLFormElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const abortButton = useRef<HTMLButtonElement>(null);
  const confirmCancel = useRef<HTMLButtonElement>(null);
  /**
   * The button the visitor was on gives way to another (Send request to the confirmation, the
   * confirmation to Cancel while sending, that to Send request again): focus follows to the one that
   * takes its place, the confirmation's Cancel being the least destructive, instead of falling to
   * the page. Only while focus is in the panel or was lost with the button: never taken from elsewhere.
   */
  const focusNext = useRef<'confirm' | 'abort' | 'send' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    const target = {confirm: confirmCancel, abort: abortButton, send: sendButton}[next].current;
    if (!target || target.disabled) return;
    focusNext.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body || form.current?.contains(active)) target.focus();
  });

  /** The request from the current values, or null (with the problems shown) when something is wrong. */
  const build = (): SampleRequest | null => {
    const found: Record<string, string> = {};
    for (const param of op.parameters) {
      const problem = parameterProblem(param, values[param.name] ?? '');
      if (problem) found[param.name] = problem;
    }
    const body = checkBody(op, bodyText, schemas);
    if (!body.ok) found[' body'] = body.problem;
    setProblems(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return null;
    }
    let path = op.path;
    const query: [string, string][] = [];
    for (const param of op.parameters) {
      const value = (values[param.name] ?? '').trim();
      if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value));
      else if (value !== '') {
        if (param.schema.type === 'array') for (const item of value.split(',')) query.push([param.name, item.trim()]);
        else query.push([param.name, value]);
      }
    }
    return {method: op.method, url: `${server}${path}`, query, ...(body.ok && body.value !== undefined ? {body: body.value} : {}), token: {literal: token}, scheme};
  };

  const dispatch = async (request: SampleRequest) => {
    setConfirming(false);
    setSending(true);
    focusNext.current = 'abort';
    abort.current = new AbortController();
    setResult(await send(op, request, abort.current.signal));
    abort.current = null;
    focusNext.current = 'send';
    setSending(false);
  };

  const change = (param: Parameter, value: string) => {
    setValues({...values, [param.name]: value});
    // Only an id goes to the other panels: one operation also takes a channel's name, which the rest refuse.
    const channel = value.trim();
    if (isChannel(param) && (channel === '' || isApiId(channel))) setToken({channel});
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const request = build();
    if (!request) return;
    if (isWrite(op.method) && !confirming) {
      focusNext.current = 'confirm';
      setConfirming(true);
    } else void dispatch(request);
  };

  const cancelConfirmation = () => {
    focusNext.current = 'send';
    setConfirming(false);
  };

  return (
    <form ref={form} className="api-try" onSubmit={onSubmit} noValidate aria-label={`Try ${op.summary}`}>
      {op.parameters.map((param) => (
        <Field key={param.name} param={param} value={values[param.name] ?? ''} problem={problems[param.name]} onChange={(v) => change(param, v)} />
      ))}
      {op.servers.length > 1 && (
        <div className="api-try__field">
          <label htmlFor={serverId}>Server</label>
          <select id={serverId} className="api-try__input" value={server} onChange={(event) => setServer(event.target.value)}>
            {op.servers.map((url) => (
              <option key={url}>{url}</option>
            ))}
          </select>
        </div>
      )}
      {op.body && (
        <div className="api-try__field">
          <label htmlFor={bodyId}>Request body (JSON{op.body.required ? ', required' : ''})</label>
          <textarea id={bodyId} className="api-try__input api-try__textarea" value={bodyText} rows={Math.min(14, Math.max(4, bodyText.split('\n').length + 1))} spellCheck={false} aria-invalid={problems[' body'] ? true : undefined} aria-describedby={problems[' body'] ? `${bodyId}-problem` : undefined} onChange={(event) => setBodyText(event.target.value)} />
          {problems[' body'] && (
            <p id={`${bodyId}-problem`} className="api-try__error">
              {problems[' body']}
            </p>
          )}
        </div>
      )}
      <p className="api-try__token-line">
        {token ? `Token: set (${scheme === 'oAuth' ? 'OAuth2' : 'JWT or overlay token'}).` : 'Token: none yet; the API will answer 401 without one.'}{' '}
        <button type="button" className="button button--link button--sm" onClick={requestTokenEntry}>
          {token ? 'Change the token' : 'Enter a token'}
        </button>
      </p>
      {confirming ? (
        // An alert dialog closes with Escape: the same as Cancel, the choice that changes nothing.
        <div
          className="api-try__confirm"
          role="alertdialog"
          aria-label="Confirm the change"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            cancelConfirmation();
          }}
        >
          <p>
            This {op.method.toUpperCase()} changes data on the real channel the token belongs to. Send it?
          </p>
          <button type="submit" className="button button--danger button--sm">
            Send the {op.method.toUpperCase()}
          </button>{' '}
          <button
            ref={confirmCancel}
            type="button"
            className="button button--secondary button--sm"
            onClick={cancelConfirmation}
          >
            Cancel
          </button>
        </div>
      ) : (
        <>
          <button ref={sendButton} type="submit" className="button button--primary button--sm" disabled={sending}>
            {sending ? 'Sending…' : 'Send request'}
          </button>
          {sending && (
            <>
              {' '}
              <button ref={abortButton} type="button" className="button button--secondary button--sm" onClick={() => abort.current?.abort()}>
                Cancel
              </button>
            </>
          )}
        </>
      )}
      <CurlCopy request={build} hasToken={token !== ''} />
      {/* Only the answer's one-line summary is announced; the body (up to 100,000 characters) is there to read. */}
      <div className="api-try__announce" aria-live="polite">
        {result && !sending ? answerSummary(result) : ''}
      </div>
      {result && !sending && <AnswerView result={result} />}
    </form>
  );
}
