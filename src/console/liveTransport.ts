/**
 * The live connection: the visitor's browser talks to the real gateway (address from src/site.ts).
 * The token never goes into the URL (only the gateway's own reconnect token does, as documented).
 */
import {site} from '../site';
import {connectUrl} from './protocol';
import type {OpenTransport} from './transport';

export const liveTransport: OpenTransport = (events, reconnectToken) => {
  let socket: WebSocket;
  try {
    socket = new WebSocket(connectUrl(site.websocketGateway, reconnectToken));
  } catch (error) {
    // A blocked or invalid address throws at once; report it as a failed connection.
    setTimeout(() => events.onClose(1006, `The browser refused to connect: ${(error as Error).message}`), 0);
    return {send: () => undefined, close: () => undefined};
  }
  let errored = false;
  socket.addEventListener('open', () => events.onOpen());
  socket.addEventListener('message', (event: MessageEvent) => {
    if (typeof event.data === 'string') events.onFrame(event.data);
    else events.onFrame('(binary frame: the gateway sends text only)');
  });
  socket.addEventListener('error', () => {
    errored = true;
  });
  socket.addEventListener('close', (event: CloseEvent) => {
    const reason = event.reason || (errored ? 'the connection failed or was refused' : '');
    events.onClose(event.code, reason);
  });
  return {
    send: (text) => {
      if (socket.readyState !== WebSocket.OPEN) throw new Error('socket not open');
      socket.send(text);
    },
    close: () => socket.close(1000, 'Disconnected by the visitor.'),
  };
};
