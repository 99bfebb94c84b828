import React, {useEffect, useMemo, useRef, useState} from 'react';
import TopicSchemaLink from '@site/src/components/ApiContract/TopicSchemaLink';
import type {ToolMemory} from '@site/src/components/ToolBoundary/memory';
import tools from '@site/src/css/tools.module.css';
import {exampleChannelId, topics} from '../../data/topics';
import {tokenTypes} from '../../data/websockets/gateway';
import {site} from '../../site';
import {liveTransport} from '../liveTransport';
import {redactRequest, subscribeRequest, type TokenType} from '../protocol';
import {ConsoleSession, type ConnectionState} from '../session';
import {SimulatorHandle, type TokenVerdict} from '../simulator';
import Field from './Field';
import MessageList from './MessageList';
import SimulatorActions from './SimulatorActions';
import TokenInput from './TokenInput';
import {useLog} from './useLog';
import styles from './styles.module.css';

type Mode = 'simulator' | 'live';

/** Everything the visitor types or picks; the console's mount keeps it across a restart. */
export interface ConsoleForm {
  mode: Mode;
  topic: string;
  room: string;
  tokenType: TokenType;
  /** The live token: this tab's memory only, never written anywhere else. */
  token: string;
  verdict: TokenVerdict;
}

const initialForm = (): ConsoleForm => ({mode: 'simulator', topic: 'channel.tips', room: exampleChannelId, tokenType: 'jwt', token: '', verdict: 'valid'});

const verdicts: readonly {value: TokenVerdict; label: string}[] = [
  {value: 'valid', label: 'valid, with every scope'},
  {value: 'invalid', label: 'invalid'},
  {value: 'expired', label: 'expired'},
  {value: 'no-scope', label: 'valid, but without the topic’s scope'},
];
const topicNames = topics.map((topic) => topic.name);
const simulatedToken = 'simulated-token';
const liveFailureCauses =
  'Likely causes: no network connection; a firewall, proxy or browser extension that blocks websockets; or a token the gateway does not accept.';

/** The websocket console: simulator by default, the real gateway on request. Loaded on intent. */
export default function Console({memory}: {memory?: ToolMemory<ConsoleForm>}): React.ReactElement {
  const log = useLog();
  const [form, setForm] = useState(() => memory?.read(initialForm) ?? initialForm());
  // Kept as typed, before React renders it: a change that makes the console fail survives the restart.
  const update = (changes: Partial<ConsoleForm>) =>
    setForm((current) => {
      const next = {...current, ...changes};
      memory?.keep(next);
      return next;
    });
  const {mode, topic, room, tokenType, token, verdict} = form;
  const [state, setState] = useState<ConnectionState>('closed');
  const [simulator] = useState(() => {
    const handle = new SimulatorHandle();
    handle.setTokenVerdict(verdict);
    return handle;
  });
  const heading = useRef<HTMLHeadingElement>(null);
  /** Connect / Disconnect: where focus goes when a simulated fault ends the connection. */
  const connection = useRef<HTMLButtonElement>(null);

  const session = useMemo(
    () =>
      new ConsoleSession(mode === 'simulator' ? simulator.open : liveTransport, {onEntries: log.add, onState: setState}, {
        noncePrefix: mode === 'simulator' ? 'sim' : 'live',
        failureCauses: mode === 'live' ? liveFailureCauses : undefined,
      }),
    [mode, simulator, log.add],
  );
  useEffect(() => {
    session.note(mode === 'simulator' ? 'Simulator ready: nothing leaves this page.' : `Live mode: Connect opens a socket to ${site.websocketGateway}.`);
    return () => {
      if (session.connectionState !== 'closed') session.disconnect();
    };
  }, [session, mode]);
  useEffect(() => heading.current?.focus(), []);

  const sentToken = mode === 'simulator' ? simulatedToken : token;
  const preview = JSON.stringify(redactRequest(subscribeRequest({topic, room, token: sentToken, tokenType, nonce: session.upcomingNonce})), null, 2);
  const connected = state === 'open';
  const needsToken = mode === 'live' && token.trim() === '';

  return (
    <section className={`${tools.panel} ${styles.console}`} aria-labelledby="console-heading" data-console-ready="">
      <h3 id="console-heading" className={tools.title} ref={heading} tabIndex={-1}>
        Websocket console
      </h3>
      <fieldset className={styles.row}>
        <legend>Mode</legend>
        {(['simulator', 'live'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="console-mode" value={value} checked={mode === value} onChange={() => update({mode: value})} />{' '}
            {value === 'simulator' ? 'Simulator (offline, no account)' : 'Live gateway'}
          </label>
        ))}
      </fieldset>
      {mode === 'live' && (
        <p className="alert alert--warning">
          Your token stays in this tab&apos;s memory only. It is not stored, logged or put in an address, and it is sent nowhere but{' '}
          <code>{site.websocketGateway}</code>. Reloading or leaving the page forgets it.
        </p>
      )}
      <div className={styles.grid}>
        <Field label="Topic">
          {(id) => (
            <select id={id} className={tools.control} value={topic} onChange={(event) => update({topic: event.target.value})} aria-describedby="console-schema">
              {topicNames.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Room (channel ID)">
          {(id) => <input id={id} className={tools.control} value={room} onChange={(event) => update({room: event.target.value})} spellCheck={false} autoComplete="off" />}
        </Field>
        <Field label="Token type">
          {(id) => (
            <select id={id} className={tools.control} value={tokenType} onChange={(event) => update({tokenType: event.target.value as TokenType})}>
              {tokenTypes.map((type) => (
                <option key={type.name}>{type.name}</option>
              ))}
            </select>
          )}
        </Field>
        {mode === 'live' ? (
          <Field label="Token">
            {(id) => <TokenInput id={id} token={token} onChange={(value) => update({token: value})} />}
          </Field>
        ) : (
          <Field label="Simulated token is">
            {(id) => (
              <select
                id={id}
                className={tools.control}
                value={verdict}
                onChange={(event) => {
                  simulator.setTokenVerdict(event.target.value as TokenVerdict);
                  update({verdict: event.target.value as TokenVerdict});
                }}
              >
                {verdicts.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <p id="console-schema" className={tools.hint}>
        The topic&apos;s payload schema: <TopicSchemaLink name={topic} />. The whole contract is in <a href="#the-contract">the contract</a> below.
      </p>
      <p className="margin-bottom--xs">The subscribe request the site&apos;s clients send (token hidden):</p>
      <pre className={styles.json} aria-label="Subscribe request">
        <code>{preview}</code>
      </pre>
      {needsToken && (
        <p id="console-token-needed" className="alert alert--info" role="note">
          A token is needed: paste yours in Token first. The gateway accepts no subscription without one, and a connection that
          fails is reported with its likely causes.
        </p>
      )}
      <div className={tools.actions}>
        {connected || state === 'connecting' ? (
          <button ref={connection} type="button" className="button button--outline button--secondary" onClick={() => session.disconnect()}>
            Disconnect
          </button>
        ) : (
          <button ref={connection} type="button" className="button button--primary" onClick={() => session.connect()} aria-describedby={needsToken ? 'console-token-needed' : undefined}>
            Connect
          </button>
        )}
        <button type="button" className="button button--primary" disabled={!connected} onClick={() => session.subscribe({topic, room, token: sentToken, tokenType})}>
          Subscribe
        </button>
        <button type="button" className="button button--outline button--secondary" disabled={!connected} onClick={() => session.unsubscribe({topic, room})}>
          Unsubscribe
        </button>
        <button type="button" className="button button--outline button--secondary" onClick={() => log.setPaused(!log.paused)} aria-pressed={log.paused}>
          {log.paused ? `Resume (${log.waiting.toLocaleString('en')} waiting)` : 'Pause'}
        </button>
        <button type="button" className="button button--outline button--danger" onClick={log.clear}>
          Clear
        </button>
        <strong role="status" className={styles.status}>
          {state === 'open' ? 'Connected' : state === 'connecting' ? 'Connecting…' : 'Not connected'}
          {mode === 'simulator' ? ' (simulator)' : ''}
        </strong>
      </div>
      {mode === 'simulator' && <SimulatorActions session={session} simulator={simulator} topic={topic} connected={connected} focusWhenOffline={() => connection.current?.focus()} />}
      {log.dropped > 0 && <p className="margin-bottom--xs">The oldest {log.dropped.toLocaleString('en')} lines were dropped to keep the page fast.</p>}
      <MessageList entries={log.shown} topics={topicNames} />
    </section>
  );
}
