/**
 * Source of truth for the Node.js example on /websockets/examples. The page shows these strings;
 * tests/unit/devs/nodeClient.test.ts writes `nodeHandlers` to disk, imports it and runs it against
 * every example payload on the site. Keep backticks and dollar-brace out of the example code, so
 * these template strings need no escaping.
 */
import {site} from '../../site';

/** handlers.mjs: every decision about a frame from the gateway, with no I/O. */
export const nodeHandlers = `// handlers.mjs - decides what to do with each frame from the gateway.
// No sockets, timers or printing in here, so the logic can be tested offline.

export function createSession({topics, room, token, tokenType = 'jwt'}) {
  // pending: requests still waiting for their response, by nonce.
  return {topics, room, token, tokenType, pending: new Map(), subscribed: new Set(), resumed: false, nextNonce: 1};
}

/** One subscribe request per topic, remembered until the gateway answers. */
export function subscribeAll(session) {
  session.pending.clear();
  session.subscribed.clear();
  return session.topics.map((topic) => {
    const request = {
      type: 'subscribe',
      nonce: 'sub-' + session.nextNonce++,
      data: {topic, room: session.room, token: session.token, token_type: session.tokenType},
    };
    session.pending.set(request.nonce, request);
    return {kind: 'send', request};
  });
}

/** Turn one text frame into a list of actions for the caller to carry out. */
export function handleFrame(session, text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return [{kind: 'log', text: 'Ignored a frame that is not JSON'}];
  }
  switch (message.type) {
    case 'welcome':
      // After a reconnect with a token, the gateway restores the subscriptions itself.
      // highlight-next-line
      return session.resumed ? [{kind: 'log', text: 'Resumed with all subscriptions'}] : subscribeAll(session);
    case 'response':
      return handleResponse(session, message);
    case 'message':
      return [{kind: 'event', topic: message.topic, room: message.room, data: message.data, summary: summarize(message.topic, message.data)}];
    case 'reconnect':
      return [{kind: 'reconnect', token: message.data.reconnect_token}];
    default:
      return [{kind: 'log', text: 'Ignored a message of type ' + message.type}];
  }
}

function handleResponse(session, message) {
  const request = session.pending.get(message.nonce);
  if (!message.error) {
    session.pending.delete(message.nonce);
    if (request && request.type === 'subscribe') session.subscribed.add(request.data.topic);
    const done = request && request.type === 'subscribe' ? 'Subscribed to ' : 'Unsubscribed from ';
    return [{kind: 'log', text: request ? done + request.data.topic : message.data.message}];
  }
  switch (message.error) {
    case 'rate_limit_exceeded':
      // This reply carries no nonce: after a pause, send again what is still unanswered then.
      return [{kind: 'resendPending', delayMs: 1000}];
    case 'err_deadline_exceeded':
      // The token check timed out; the gateway asks for the same request again.
      return request ? [{kind: 'retry', requests: [request], delayMs: 0}] : [];
    default:
      session.pending.delete(message.nonce);
      return [{kind: 'fail', error: message.error, request, text: message.data.message}];
  }
}

/** A one-line description of an event, for the console. */
export function summarize(topic, data) {
  switch (topic) {
    case 'channel.tips':
      return 'Tip from ' + data.donation.user.username + ': ' + data.donation.amount + ' ' + data.donation.currency;
    case 'channel.activities':
      return 'Activity "' + data.type + '" from ' + data.data.displayName + ' on ' + data.provider;
    case 'channel.stream.status':
      return data.isLive ? 'The stream is live' : 'The stream has ended';
    default:
      return topic + ': ' + JSON.stringify(data);
  }
}

/** Wait before reconnect attempt number n (0, 1, 2...): 2 s, 4 s, 8 s... up to a minute. */
export function reconnectDelay(attempt) {
  return Math.min(2000 * 2 ** attempt, 60000);
}
`;

/** client.mjs: the I/O around the handlers: the socket, timers and output. */
export const nodeClient = `// client.mjs - subscribes to channel events, prints them and keeps the connection alive.
import WebSocket from 'ws';
import {createSession, handleFrame, reconnectDelay} from './handlers.mjs';

const GATEWAY = '${site.websocketGateway}';
// The gateway pings every 30 s and gives up after 70 s without a pong; we give up just as soon.
const SILENCE_LIMIT_MS = 70000;

const {SE_TOKEN, SE_CHANNEL_ID, SE_TOKEN_TYPE = 'jwt'} = process.env;
if (!SE_TOKEN || !SE_CHANNEL_ID) {
  console.error('Set SE_TOKEN and SE_CHANNEL_ID (and SE_TOKEN_TYPE if it is not jwt).');
  process.exit(1);
}

const session = createSession({
  topics: ['channel.tips', 'channel.activities', 'channel.stream.status'],
  room: SE_CHANNEL_ID,
  token: SE_TOKEN,
  tokenType: SE_TOKEN_TYPE,
});
let failures = 0;

function connect(reconnectToken, onOpen) {
  const url = reconnectToken ? GATEWAY + '/?reconnect_token=' + encodeURIComponent(reconnectToken) : GATEWAY;
  const socket = new WebSocket(url);
  let replaced = false;
  let watchdog;
  let resend; // the resend after a refusal, while it waits: refusals that arrive meanwhile share it

  // ws answers every ping with a pong by itself; we only check that pings keep coming.
  // highlight-start
  const stillAlive = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => socket.terminate(), SILENCE_LIMIT_MS);
  };
  const send = (request) => socket.send(JSON.stringify(request));

  socket.on('open', () => {
    failures = 0;
    session.resumed = Boolean(reconnectToken);
    stillAlive();
    if (onOpen) onOpen();
  });
  socket.on('ping', stillAlive);
  // highlight-end

  socket.on('message', (frame) => {
    for (const action of handleFrame(session, frame.toString())) {
      if (action.kind === 'send') send(action.request);
      else if (action.kind === 'retry') setTimeout(() => action.requests.forEach(send), action.delayMs);
      else if (action.kind === 'resendPending') {
        resend ??= setTimeout(() => {
          resend = undefined;
          session.pending.forEach(send);
        }, action.delayMs);
      }
      else if (action.kind === 'event') console.log(action.summary);
      else if (action.kind === 'fail') console.error('Request failed (' + action.error + '): ' + action.text);
      else if (action.kind === 'reconnect') {
        // Planned move: open the new connection first, then let this one go.
        // highlight-start
        replaced = true;
        connect(action.token, () => socket.close());
        // highlight-end
      } else console.log(action.text);
    }
  });

  socket.on('close', () => {
    clearTimeout(watchdog);
    clearTimeout(resend);
    if (replaced) return;
    const delay = reconnectDelay(failures++);
    console.log('Connection closed; reconnecting in ' + delay / 1000 + ' s');
    setTimeout(() => connect(), delay);
  });
  // A refused upgrade (429, 502) or a network error ends in 'close' as well, which retries.
  socket.on('error', (error) => console.error('Socket error: ' + error.message));
}

connect();
`;
