import React, {useEffect, useMemo, useRef, useState} from 'react';
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
import {useLog} from './useLog';
import styles from './styles.module.css';

type Mode = 'simulator' | 'live';
const verdicts: readonly {value: TokenVerdict; label: string}[] = [
  {value: 'valid', label: 'valid, with every scope'},
  {value: 'invalid', label: 'invalid'},
  {value: 'expired', label: 'expired'},
  {value: 'no-scope', label: 'valid, but without the topic’s scope'},
];
const topicNames = topics.map((topic) => topic.name);
const simulatedToken = 'simulated-token';

/** The websocket console: simulator by default, the real gateway on request. Loaded on intent. */
export default function Console(): React.ReactElement {
  const log = useLog();
  const [mode, setMode] = useState<Mode>('simulator');
  const [topic, setTopic] = useState('channel.tips');
  const [room, setRoom] = useState(exampleChannelId);
  const [tokenType, setTokenType] = useState<TokenType>('jwt');
  // The live token: React state in this tab's memory, never written anywhere else.
  const [token, setToken] = useState('');
  const [verdict, setVerdict] = useState<TokenVerdict>('valid');
  const [state, setState] = useState<ConnectionState>('closed');
  const [simulator] = useState(() => new SimulatorHandle());
  const heading = useRef<HTMLHeadingElement>(null);

  const session = useMemo(
    () =>
      new ConsoleSession(
        mode === 'simulator' ? simulator.open : liveTransport,
        {onEntries: log.add, onState: setState},
        mode === 'simulator' ? 'sim' : 'live',
      ),
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

  return (
    <section className={`${styles.console} card padding--md margin-bottom--lg`} aria-labelledby="console-heading" data-console-ready="">
      <h3 id="console-heading" ref={heading} tabIndex={-1}>
        Websocket console
      </h3>
      <fieldset className={styles.row}>
        <legend>Mode</legend>
        {(['simulator', 'live'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="console-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />{' '}
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
            <select id={id} value={topic} onChange={(event) => setTopic(event.target.value)}>
              {topicNames.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Room (channel ID)">
          {(id) => <input id={id} value={room} onChange={(event) => setRoom(event.target.value)} spellCheck={false} autoComplete="off" />}
        </Field>
        <Field label="Token type">
          {(id) => (
            <select id={id} value={tokenType} onChange={(event) => setTokenType(event.target.value as TokenType)}>
              {tokenTypes.map((type) => (
                <option key={type.name}>{type.name}</option>
              ))}
            </select>
          )}
        </Field>
        {mode === 'live' ? (
          <Field label="Token">
            {(id) => <input id={id} type="password" value={token} onChange={(event) => setToken(event.target.value)} autoComplete="off" spellCheck={false} />}
          </Field>
        ) : (
          <Field label="Simulated token is">
            {(id) => (
            <select
              id={id}
              value={verdict}
              onChange={(event) => {
                simulator.setTokenVerdict(event.target.value as TokenVerdict);
                setVerdict(event.target.value as TokenVerdict);
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
      <p className="margin-bottom--xs">The subscribe request the site&apos;s clients send (token hidden):</p>
      <pre className={styles.json} aria-label="Subscribe request">
        <code>{preview}</code>
      </pre>
      <div className={styles.row}>
        {connected || state === 'connecting' ? (
          <button type="button" className="button button--sm button--secondary" onClick={() => session.disconnect()}>
            Disconnect
          </button>
        ) : (
          <button type="button" className="button button--sm button--primary" onClick={() => session.connect()}>
            Connect
          </button>
        )}
        <button type="button" className="button button--sm button--primary" disabled={!connected} onClick={() => session.subscribe({topic, room, token: sentToken, tokenType})}>
          Subscribe
        </button>
        <button type="button" className="button button--sm button--secondary" disabled={!connected} onClick={() => session.unsubscribe({topic, room})}>
          Unsubscribe
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => log.setPaused(!log.paused)} aria-pressed={log.paused}>
          {log.paused ? `Resume (${log.waiting.toLocaleString('en')} waiting)` : 'Pause'}
        </button>
        <button type="button" className="button button--sm button--link" onClick={log.clear}>
          Clear
        </button>
        <strong role="status">
          {state === 'open' ? 'Connected' : state === 'connecting' ? 'Connecting…' : 'Not connected'}
          {mode === 'simulator' ? ' (simulator)' : ''}
        </strong>
      </div>
      {mode === 'simulator' && <SimulatorActions session={session} simulator={simulator} topic={topic} connected={connected} />}
      {log.dropped > 0 && <p className="margin-bottom--xs">The oldest {log.dropped.toLocaleString('en')} lines were dropped to keep the page fast.</p>}
      <MessageList entries={log.shown} topics={topicNames} />
    </section>
  );
}
