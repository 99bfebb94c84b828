/**
 * Source of truth for the browser example on /websockets/examples: one HTML file that asks for the
 * channel and token, subscribes, lists events and reconnects. No backticks or dollar-brace inside.
 */
import {site} from '../../site';

export const browserClient = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Channel events</title>
</head>
<body>
  <!-- The token is typed in, never written into the page, so the file is safe to share. -->
  <form id="settings">
    <label>Channel ID <input name="room" required></label>
    <label>Token <input name="token" type="password" required></label>
    <label>Token type
      <select name="tokenType">
        <option>jwt</option>
        <option>oauth2</option>
        <option>apikey</option>
      </select>
    </label>
    <button>Connect</button>
  </form>
  <ol id="events"></ol>

  <script type="module">
    const GATEWAY = '${site.websocketGateway}';
    const TOPICS = ['channel.tips', 'channel.activities', 'channel.stream.status'];
    const list = document.getElementById('events');
    let settings;
    let failures = 0;

    // textContent, never innerHTML: event data from viewers must not become markup.
    function show(text) {
      const item = document.createElement('li');
      item.textContent = new Date().toLocaleTimeString() + '  ' + text;
      list.prepend(item);
    }

    function summarize(topic, data) {
      if (topic === 'channel.tips') {
        return 'Tip from ' + data.donation.user.username + ': ' + data.donation.amount + ' ' + data.donation.currency;
      }
      if (topic === 'channel.activities') return data.type + ' from ' + data.data.displayName;
      if (topic === 'channel.stream.status') return data.isLive ? 'The stream is live' : 'The stream has ended';
      return topic + ': ' + JSON.stringify(data);
    }

    function connect(reconnectToken, onOpen) {
      const url = reconnectToken ? GATEWAY + '/?reconnect_token=' + encodeURIComponent(reconnectToken) : GATEWAY;
      const socket = new WebSocket(url);
      const pending = new Map(); // nonce -> request still waiting for its response
      let resend; // the resend after a refusal, while it waits
      let replaced = false;
      const send = (request) => socket.send(JSON.stringify(request));

      socket.addEventListener('open', () => {
        failures = 0;
        if (onOpen) onOpen();
      });

      socket.addEventListener('message', (event) => {
        const message = JSON.parse(event.data);
        // highlight-next-line
        if (message.type === 'welcome' && !reconnectToken) {
          // A fresh connection: subscribe to every topic. (After a reconnect they are restored.)
          for (const topic of TOPICS) {
            const request = {
              type: 'subscribe',
              nonce: 'sub-' + topic,
              data: {topic, room: settings.room, token: settings.token, token_type: settings.tokenType},
            };
            pending.set(request.nonce, request);
            send(request);
          }
        } else if (message.type === 'response') {
          handleResponse(message);
        } else if (message.type === 'message') {
          show(summarize(message.topic, message.data));
        } else if (message.type === 'reconnect') {
          // Planned move: open the new connection, then close this one.
          // highlight-start
          replaced = true;
          connect(message.data.reconnect_token, () => socket.close());
          // highlight-end
        }
      });

      function handleResponse(message) {
        const request = pending.get(message.nonce);
        if (!message.error) {
          pending.delete(message.nonce);
          if (request) show('Subscribed to ' + request.data.topic);
        } else if (message.error === 'rate_limit_exceeded') {
          // No nonce on this reply: after a pause, resend what is still unanswered then (one
          // resend for every refusal that arrives meanwhile).
          resend ??= setTimeout(() => {
            resend = undefined;
            pending.forEach(send);
          }, 1000);
        } else if (message.error === 'err_deadline_exceeded' && request) {
          send(request);
        } else {
          pending.delete(message.nonce);
          show('Request failed (' + message.error + '): ' + message.data.message);
        }
      }

      // The browser answers the gateway's pings by itself; a dead connection ends in 'close'.
      socket.addEventListener('close', () => {
        if (replaced) return;
        const delay = Math.min(2000 * 2 ** failures++, 60000);
        show('Connection closed; trying again in ' + delay / 1000 + ' s');
        setTimeout(() => connect(), delay);
      });
    }

    document.getElementById('settings').addEventListener('submit', (event) => {
      event.preventDefault();
      settings = Object.fromEntries(new FormData(event.target));
      event.target.hidden = true;
      connect();
    });
  </script>
</body>
</html>
`;
