import React, {useEffect, useRef, useState} from 'react';
import {topicByName} from '../../data/topics';
import {limits} from '../../data/websockets/gateway';
import {subscribeRequest} from '../protocol';
import {rateLimitFloodSize, type NextFault, type SimulatedGateway, type SimulatorHandle} from '../simulator';
import type {ConsoleSession} from '../session';
import tools from '@site/src/css/tools.module.css';
import Field from './Field';
import styles from './styles.module.css';

const sampleCounts = [1, 10, 100, 1000, 5000];
const tenMegabytes = 10 * 1024 * 1024;

interface Props {
  session: ConsoleSession;
  simulator: SimulatorHandle;
  topic: string;
  connected: boolean;
  /** Where focus goes when the connection ends with it on one of these controls (they are disabled then). */
  focusWhenOffline: () => void;
}

/** What a visitor can ask the simulated gateway to do: samples, faults, heartbeat, reconnect. */
export default function SimulatorActions({session, simulator, topic, connected, focusWhenOffline}: Props): React.ReactElement {
  const group = useRef<HTMLFieldSetElement>(null);
  // "Drop the connection" or "Planned reconnect" ends the connection, which disables this group: the
  // button pressed would drop focus to the page. It goes to Connect (or Disconnect while reconnecting).
  const endedHere = useRef(false);
  useEffect(() => {
    if (connected || !endedHere.current) return;
    endedHere.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || group.current?.contains(active)) focusWhenOffline();
    // Only when the connection changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connected]);
  const [count, setCount] = useState(1);
  const [streaming, setStreaming] = useState(false);
  const [answerPings, setAnswerPings] = useState(simulator.controls.answerPings);

  const publish = (n: number) => {
    const simulated = simulator.gateway;
    if (!simulated) return;
    if (topicByName(topic).examples.length === 0) return session.problem(`The docs show no payload for ${topic}, so the simulator has nothing to send.`);
    const sent = simulated.publishSamples(topic, n);
    if (sent === 0) session.problem(`No ${topic} subscription: the gateway only sends topics you subscribed to. Subscribe first.`);
  };

  useEffect(() => {
    if (!streaming || !connected) return undefined;
    const timer = setInterval(() => publish(1), 1000);
    return () => clearInterval(timer);
    // publish reads the latest topic through the closure recreated with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [streaming, connected, topic]);

  const act = (action: (simulated: SimulatedGateway) => void) => () => {
    const simulated = simulator.gateway;
    if (simulated && connected) action(simulated);
    else session.problem('Connect to the simulator first.');
  };
  /** An action that ends the connection, pressed here (see endedHere). */
  const endConnection = (action: (simulated: SimulatedGateway) => void) => {
    endedHere.current = true;
    act(action)();
  };
  const fail = (fault: NextFault, code: string) =>
    act((simulated) => {
      simulated.failNextRequest(fault);
      session.note(`The next request will fail with ${code}.`);
    });
  const flood = act((simulated) => {
    session.note(`Sending ${rateLimitFloodSize} requests at once: the limit is ${limits.burstMaxRequests} per ${limits.burstWindowSeconds} s.`);
    for (let index = 0; index < rateLimitFloodSize; index += 1) {
      simulated.send(JSON.stringify(subscribeRequest({topic, room: 'flood-test', token: 'simulated', tokenType: 'jwt', nonce: `flood-${index + 1}`})));
    }
  });

  return (
    <fieldset ref={group} className={styles.group} disabled={!connected}>
      <legend>
        <strong>Simulated gateway</strong>
      </legend>
      <div className={styles.row}>
        <Field label="Samples" inline>
          {(id) => (
            <select id={id} className={tools.control} value={count} onChange={(event) => setCount(Number(event.target.value))}>
              {sampleCounts.map((value) => (
                <option key={value} value={value}>
                  {value.toLocaleString('en')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="button" className="button button--primary" onClick={() => publish(count)}>
          Send samples
        </button>
        <label>
          <input type="checkbox" checked={streaming} onChange={(event) => setStreaming(event.target.checked)} /> One sample every second
        </label>
      </div>
      <div className={styles.row}>
        <button type="button" className="button button--outline button--secondary" onClick={() => endConnection((simulated) => simulated.announceReconnect())}>
          Planned reconnect
        </button>
      </div>
      <fieldset className={styles.group}>
        <legend>Faults to try (each breaks something on purpose)</legend>
        <div className={styles.row}>
          <button type="button" className="button button--outline button--danger" onClick={() => endConnection((simulated) => simulated.dropConnection())}>
            Drop the connection
          </button>
          <button type="button" className="button button--outline button--danger" onClick={fail('deadline', 'err_deadline_exceeded')}>
            Next request: token check times out
          </button>
          <button type="button" className="button button--outline button--danger" onClick={fail('internal', 'err_internal_error')}>
            Next request: server error
          </button>
          <button type="button" className="button button--outline button--danger" onClick={flood}>
            Exceed the rate limit
          </button>
          <button type="button" className="button button--outline button--danger" onClick={act((simulated) => simulated.sendRaw('{"type": "message", "data": '))}>
            Send a malformed frame
          </button>
          <button type="button" className="button button--outline button--danger" onClick={act((simulated) => simulated.sendRaw(`"${'x'.repeat(tenMegabytes)}"`))}>
            Send a 10 MB message
          </button>
        </div>
        <label>
          <input
            type="checkbox"
            checked={answerPings}
            onChange={(event) => {
              simulator.setAnswerPings(event.target.checked);
              setAnswerPings(event.target.checked);
            }}
          />{' '}
          Answer the gateway&apos;s pings (untick to see the inactivity timeout close the connection)
        </label>
      </fieldset>
    </fieldset>
  );
}
