import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page, type WebSocketRoute} from '@playwright/test';
import {WebSocket as NodeSocket, WebSocketServer} from 'ws';
import {maxFrameDepth} from '../../src/console/protocol';
import {reconnectPolicy} from '../../src/console/reconnectPolicy';
import {rateLimitFloodSize} from '../../src/console/simulator';
import {limits} from '../../src/data/websockets/gateway';
import {topicByName} from '../../src/data/topics';
import {site} from '../../src/site';
import {appReady} from './support';

/** The console's own connection status (every doc page also has the Copy page status). */
const consoleStatus = (page: Page) => page.getByRole('region', {name: 'Websocket console'}).getByRole('status');

/**
 * The websocket console on /websockets/examples, under the site's CSP as `npm run serve` sends it.
 * Live mode never reaches the internet: page.routeWebSocket catches the real gateway address inside
 * the browser and pipes it to a local `ws` server that speaks the documented protocol.
 */
const goodToken = 'tok-live-5f2a9c41e0';
const gatewayPattern = new RegExp(`^${site.websocketGateway.replace(/[.]/g, '\\.')}`);

async function openConsole(page: Page) {
  await page.goto('/websockets/examples');
  await appReady(page);
  await button(page, 'Open the console').click();
  await expect(page.getByRole('heading', {name: 'Websocket console'})).toBeFocused();
}

const button = (page: Page, name: string) => page.getByRole('button', {name, exact: true});
const lines = (page: Page) => page.getByRole('log', {name: 'Console messages'});

test.describe('simulator', () => {
  for (const topic of ['channel.tips', 'channel.activities', 'channel.stream.status']) {
    test(`subscribes to ${topic} and streams schema-valid samples`, async ({page}) => {
      await openConsole(page);
      await page.getByLabel('Topic', {exact: true}).selectOption(topic);
      await expect(page.getByLabel('Subscribe request')).toContainText(`"topic": "${topic}"`);
      await button(page, 'Connect').click();
      await expect(consoleStatus(page)).toHaveText('Connected (simulator)');
      await button(page, 'Subscribe').click();
      await expect(lines(page)).toContainText(`subscribe ${topic}: successfully subscribed to topic`);
      await page.getByLabel('Samples').selectOption('10');
      await button(page, 'Send samples').click();
      await expect(lines(page).getByText(`${topic} in 64f0c3a9d21b7e0012c4a5b6`).first()).toBeVisible();
      await expect(lines(page)).not.toContainText('differs from the docs');
    });
  }

  test('says clearly what went wrong for each kind of bad input, and keeps going', async ({page}) => {
    await openConsole(page);
    await button(page, 'Connect').click();
    await page.getByLabel('Room (channel ID)').fill('64f0 c3a9');
    await button(page, 'Subscribe').click();
    await expect(lines(page)).toContainText('The room has spaces in it');
    await page.getByLabel('Room (channel ID)').fill('64f0c3a9d21b7e0012c4a5b6');
    await page.getByLabel('Simulated token is').selectOption('expired');
    await button(page, 'Subscribe').click();
    await expect(lines(page)).toContainText('err_unauthorized: The token has expired.');
    await button(page, 'Send a malformed frame').click();
    await expect(lines(page)).toContainText('Received a frame that is not JSON');
    await button(page, 'Send a 10 MB message').click();
    await expect(lines(page)).toContainText('Received a frame of 10.5 MB');
    await button(page, 'Exceed the rate limit').click();
    await expect(lines(page)).toContainText('rate_limit_exceeded');
    // From the keyboard: each of these ends the connection and disables its group; focus goes to the connection's button.
    await button(page, 'Planned reconnect').focus();
    await page.keyboard.press('Enter');
    await expect(lines(page)).toContainText('Following the reconnect');
    await expect(page.getByRole('button', {name: /^(Connect|Disconnect)$/})).toBeFocused();
    await button(page, 'Drop the connection').focus();
    await page.keyboard.press('Enter');
    await expect(lines(page)).toContainText('Connection closed (code 1006');
    await expect(consoleStatus(page)).toHaveText('Not connected (simulator)');
    await expect(button(page, 'Connect')).toBeFocused();
  });

  test('filters, pauses and links a tip to the widget playground', async ({page}) => {
    await openConsole(page);
    await button(page, 'Connect').click();
    await button(page, 'Subscribe').click();
    await button(page, 'Send samples').click();
    await page.getByLabel('Show type').selectOption('message');
    await expect(page.getByText('1 of')).toBeVisible();
    await lines(page).getByRole('button').first().click();
    const link = page.getByRole('link', {name: 'Send to widget playground'});
    await expect(link).toHaveAttribute('href', /^\/overlays\/custom-widget\?try=tip-latest#event=[A-Za-z0-9_-]+$/);
    await button(page, 'Pause').click();
    await button(page, 'Send samples').click();
    await expect(button(page, 'Resume (1 waiting)')).toBeVisible();
  });

  test('works with the keyboard alone and passes axe', async ({page}) => {
    test.setTimeout(60_000);
    await page.goto('/websockets/examples');
    await appReady(page);
    await button(page, 'Open the console').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', {name: 'Websocket console'})).toBeFocused();
    await tabTo(page, 'Connect');
    await page.keyboard.press('Enter');
    // Subscribe stays disabled (out of the tab order) until the status says connected, as a
    // keyboard user hears it; tabbing on before then would pass it by.
    await expect(consoleStatus(page)).toHaveText('Connected (simulator)');
    await tabTo(page, 'Subscribe');
    await page.keyboard.press('Enter');
    await expect(lines(page)).toContainText('subscribe channel.tips: successfully subscribed to topic');
    await tabTo(page, 'Send samples');
    await page.keyboard.press('Enter');
    await expect(lines(page)).toContainText('channel.tips in 64f0c3a9d21b7e0012c4a5b6');
    const results = await new AxeBuilder({page}).include('section[aria-labelledby="console-heading"]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);
  });

  test('on a phone, lines wrap instead of being cut, problems stand apart from notes, and repeats are grouped', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openConsole(page);
    await button(page, 'Connect').click();
    await expect(consoleStatus(page)).toHaveText('Connected (simulator)');
    await button(page, 'Exceed the rate limit').click();
    const refusals = lines(page).locator('li').filter({hasText: 'rate_limit_exceeded'});
    await expect(refusals).toHaveCount(1);
    const repeats = Number((await refusals.getByTitle(/times in a row/).textContent())?.replace(/[^0-9]/g, ''));
    expect(repeats).toBeGreaterThan(1);
    expect(repeats).toBeLessThanOrEqual(rateLimitFloodSize - limits.burstMaxRequests);
    await button(page, 'Drop the connection').click();
    const closed = lines(page).locator('li').filter({hasText: 'Connection closed (code 1006'});
    await expect(closed).toBeVisible();

    // The whole line is on screen: wrapped over several rows, nothing cut, nothing sideways.
    const box = await closed.boundingBox();
    expect(box!.height).toBeGreaterThan(40);
    const fits = await closed.evaluate((row) => Array.from(row.querySelectorAll('span')).every((span) => span.scrollWidth <= span.clientWidth + 1));
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await expect(closed).toHaveAttribute('data-problem', 'true');
    await expect(refusals).toHaveAttribute('data-problem', 'true');
    const look = (row: typeof closed) => row.evaluate((element) => `${getComputedStyle(element).borderLeftColor} ${getComputedStyle(element).backgroundColor}`);
    const problemLook = await look(closed);
    await page.getByLabel('Show type').selectOption('note');
    const note = lines(page).locator('li').first();
    await expect(note).not.toHaveAttribute('data-problem', /.*/);
    expect(await look(note)).not.toBe(problemLook);
    await page.getByLabel('Show type').selectOption('problem');
    await expect(lines(page).locator('li')).toHaveCount(2);
  });

  test('a failure inside the console shows a message and a restart, never a broken page, and keeps what was typed', async ({page}) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openConsole(page);
    await page.getByLabel('Room (channel ID)').fill('5f2a9c41e0d7b8a6c3e1f402');
    // Formatting a line's time starts to throw, as a real bug in the list would.
    await page.evaluate(() => {
      const proto = Intl.DateTimeFormat.prototype as unknown as {injected?: PropertyDescriptor};
      proto.injected = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format');
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {configurable: true, get: () => () => {
        throw new Error('Injected failure in the message list');
      }});
    });
    await button(page, 'Connect').click();
    const alert = page.getByRole('alert').filter({hasText: 'The console stopped because of an error.'});
    await expect(alert).toContainText('Injected failure in the message list');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page.evaluate(() => {
      const proto = Intl.DateTimeFormat.prototype as unknown as {injected?: PropertyDescriptor};
      Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', proto.injected!);
    });
    await alert.getByRole('button', {name: 'Restart the console'}).click();
    await expect(page.getByLabel('Room (channel ID)')).toHaveValue('5f2a9c41e0d7b8a6c3e1f402');
    await button(page, 'Connect').click();
    await expect(consoleStatus(page)).toHaveText('Connected (simulator)');
    expect(pageErrors).toEqual([]);
  });

  test('the page links the contract, and the console the schema of the chosen topic', async ({page}) => {
    await openConsole(page);
    for (const name of ['asyncapi.json', 'asyncapi.yaml', 'channel.tips.json']) {
      const link = page.locator('article').getByRole('link', {name, exact: true}).first();
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status(), name).toBe(200);
    }
    await page.getByLabel('Topic', {exact: true}).selectOption('channel.activities');
    const schema = page.getByRole('region', {name: 'Websocket console'}).getByRole('link', {name: 'channel.activities.json'});
    expect((await page.request.get((await schema.getAttribute('href'))!)).status()).toBe(200);
  });
});

/** Presses Tab until the focused element has this accessible name (buttons: their text). */
async function tabTo(page: Page, name: string) {
  for (let index = 0; index < 60; index += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('live mode against a local gateway', () => {
  let server: WebSocketServer;
  let port = 0;
  const received: string[] = [];
  /** Sockets the local gateway holds, newest last, so a test can act as the server. */
  const connections: NodeSocket[] = [];

  test.beforeAll(async () => {
    server = new WebSocketServer({host: '127.0.0.1', port: 0});
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = (server.address() as {port: number}).port;
    server.on('connection', (socket, request) => {
      connections.push(socket);
      const resumed = new URL(request.url ?? '/', 'ws://local').searchParams.get('reconnect_token') === 'rt-1';
      const send = (value: object) => socket.send(JSON.stringify({id: '01JFMQ2CBSAHMRAG73QW6GSQGR', ts: '2025-03-08T19:20:00Z', ...value}));
      send({type: 'welcome', data: {message: resumed ? 'restored' : 'hello', client_id: '01JFMQ2CBSAHMRAG73QW6GSQGS'}});
      socket.on('message', (raw) => {
        const text = raw.toString();
        received.push(text);
        const request = JSON.parse(text) as {type: string; nonce: string; data: {topic: string; room: string; token: string}};
        if (request.data.token !== goodToken) return send({type: 'response', nonce: request.nonce, error: 'err_unauthorized', data: {message: 'invalid token'}});
        send({type: 'response', nonce: request.nonce, data: {message: 'successfully subscribed to topic', topic: request.data.topic, room: request.data.room}});
        send({type: 'message', topic: request.data.topic, room: request.data.room, data: {isLive: 'yes', extra: 1}});
      });
    });
  });
  test.afterAll(async () => {
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Pipes the page's socket for the real gateway to the local server, query string included. */
  async function routeGateway(page: Page) {
    await page.routeWebSocket(gatewayPattern, (route: WebSocketRoute) => {
      const upstream = new NodeSocket(`ws://127.0.0.1:${port}/${new URL(route.url()).search}`);
      const queue: string[] = [];
      upstream.on('open', () => queue.splice(0).forEach((text) => upstream.send(text)));
      upstream.on('message', (data) => route.send(data.toString()));
      upstream.on('close', () => route.close({code: 4000, reason: 'The local gateway closed the connection.'}));
      route.onMessage((message) => (upstream.readyState === NodeSocket.OPEN ? upstream.send(String(message)) : queue.push(String(message))));
      route.onClose(() => upstream.close());
    });
  }

  /** The console in live mode, connected to the local gateway with the good token. */
  async function connectLive(page: Page) {
    await routeGateway(page);
    await openConsole(page);
    await page.getByLabel('Live gateway').check();
    await page.getByLabel('Token', {exact: true}).fill(goodToken);
    await button(page, 'Connect').click();
    await expect(consoleStatus(page)).toHaveText('Connected');
  }

  test('subscribes with a pasted token, flags differences, rejects a bad token, survives drops, bad frames and reconnects, and never leaks the token', async ({page}) => {
    test.setTimeout(90_000); // one long flow through every live-mode situation
    const consoleText: string[] = [];
    page.on('console', (message) => consoleText.push(message.text()));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`));
    await routeGateway(page);
    await openConsole(page);
    await page.getByLabel('Live gateway').check();
    await expect(page.getByText('Your token stays in this tab')).toBeVisible();
    await page.getByLabel('Topic', {exact: true}).selectOption('channel.stream.status');

    await page.getByLabel('Token', {exact: true}).fill('wrong-token');
    await button(page, 'Connect').click();
    await expect(consoleStatus(page)).toHaveText('Connected');
    await button(page, 'Subscribe').click();
    await expect(lines(page)).toContainText('err_unauthorized: invalid token');

    await page.getByLabel('Token', {exact: true}).fill(goodToken);
    await button(page, 'Subscribe').click();
    await expect(lines(page)).toContainText('subscribe channel.stream.status: successfully subscribed to topic');
    await expect(lines(page).getByText('differs from the docs')).toBeVisible();
    await lines(page).getByText('differs from the docs').click();
    await expect(page.getByLabel('Selected message')).toContainText('data.isLive is string, the docs say boolean');
    // A field the docs do not list: not allowed where the schema closes the payload, else only unlisted.
    const closed = topicByName('channel.stream.status').schema?.additionalProperties === false;
    await expect(page.getByLabel('Selected message')).toContainText(`data.extra ${closed ? 'is not allowed' : 'is not in the docs'}`);
    expect(received.at(-1)).toContain(goodToken);

    connections.at(-1)!.send('{"type": "message", "data": ');
    await expect(lines(page)).toContainText('Received a frame that is not JSON');

    connections.at(-1)!.send(JSON.stringify({type: 'reconnect', data: {message: 'moving', reconnect_token: 'rt-1'}}));
    await expect(lines(page)).toContainText('Following the reconnect');
    await expect.poll(() => connections.length).toBe(2);
    await expect(lines(page).getByText(/^Connected \(client/)).toHaveCount(2);

    connections.at(-1)!.terminate();
    await expect(lines(page)).toContainText('Connection closed (code 4000). The local gateway closed the connection. Likely causes: no network connection;');
    await expect(lines(page)).toContainText('Press Connect to start again.');
    await expect(button(page, 'Subscribe')).toBeDisabled();

    await button(page, 'Connect').click();
    await expect(consoleStatus(page)).toHaveText('Connected');
    await button(page, 'Disconnect').click();
    await expect(lines(page)).toContainText('Disconnected.');

    const storage = await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}));
    expect(storage).not.toContain(goodToken);
    expect(page.url()).not.toContain(goodToken);
    expect(consoleText.join('\n')).not.toContain(goodToken);
    expect(requests.join('\n')).not.toContain(goodToken);
    await expect(lines(page)).not.toContainText(goodToken);
    // Never in the DOM's markup: the field holds it as a property, not a value attribute.
    const tokenField = page.getByLabel('Token', {exact: true});
    await expect(tokenField).toHaveValue(goodToken);
    expect(await tokenField.getAttribute('value')).toBeNull();
    expect(await page.content()).not.toContain(goodToken);
    // Back from the simulator, the field still has it, from memory only.
    await page.getByLabel('Simulator (offline, no account)').check();
    await page.getByLabel('Live gateway').check();
    await expect(page.getByLabel('Token', {exact: true})).toHaveValue(goodToken);
    expect(await page.content()).not.toContain(goodToken);
  });
  test('Copy as JSON copies the frame as shown, raw as received; Copy shown as JSON too; each says it copied; Close gives focus back to the line', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await connectLive(page);
    // A number past what a double holds, a key sent twice and an escaped letter: what JSON.parse would change.
    const frame = '{"type":"message","topic":"channel.tips","room":"r","data":{"amount":12345678901234567891,"provider":"paypal","provider":"stripe","name":"Ren\\u00e9e"}}';
    connections.at(-1)!.send(frame);
    // Its line, by its summary ("<topic> in <room>: …"): the welcome may still be arriving beside it.
    const row = lines(page).locator('li').filter({hasText: 'channel.tips in r:'}).getByRole('button');
    await expect(row).toHaveCount(1);
    await row.click();
    const detail = page.getByLabel('Selected message');
    await expect(detail.getByLabel('Message JSON')).toHaveText(frame);
    await detail.getByRole('button', {name: 'Copy as JSON'}).click();
    await expect(detail.getByText('Copied, as shown below.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(frame);

    await button(page, 'Copy shown as JSON').click();
    await expect(page.getByText(/^Copied \d+ lines\.$/)).toBeVisible();
    const all = await page.evaluate(() => navigator.clipboard.readText());
    expect(all).toContain(frame);
    expect(() => JSON.parse(all)).not.toThrow();

    await detail.getByRole('button', {name: 'Close'}).focus();
    await page.keyboard.press('Enter');
    await expect(detail).toHaveCount(0);
    await expect(row).toBeFocused();
  });

  test('a frame nested 10,000 levels deep is one problem line, not a crash', async ({page}) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await connectLive(page);
    const depth = 10_000;
    connections.at(-1)!.send(`{"type":"message","topic":"channel.tips","room":"r","data":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    const problem = lines(page).locator('li').filter({hasText: `nested more than ${maxFrameDepth} levels deep`});
    await expect(problem).toHaveAttribute('data-problem', 'true');
    await problem.getByRole('button').click();
    await expect(page.getByLabel('Selected message')).toContainText(`nested more than ${maxFrameDepth} levels deep`);
    await expect(page.getByRole('heading', {name: 'Websocket console'})).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('with no token it says one is needed before connecting, and after a failure it lists the likely causes', async ({page}) => {
    await page.routeWebSocket(gatewayPattern, (route: WebSocketRoute) => route.close({code: 1011, reason: ''}));
    await openConsole(page);
    await page.getByLabel('Live gateway').check();
    const hint = page.getByRole('note').filter({hasText: 'A token is needed'});
    await expect(hint).toBeVisible();
    await expect(button(page, 'Connect')).toHaveAccessibleDescription(/A token is needed/);
    await button(page, 'Connect').click();
    await expect(lines(page)).toContainText(
      'Connection closed (code 1011, server error). Likely causes: no network connection; a firewall, proxy or browser extension that blocks websockets; or a token the gateway does not accept. Press Connect to start again.',
    );
    await page.getByLabel('Token', {exact: true}).fill(goodToken);
    await expect(hint).toBeHidden();
  });

  test('reconnects back off when the gateway asks for one on every connection', async ({page}) => {
    const restless = new WebSocketServer({host: '127.0.0.1', port: 0});
    await new Promise<void>((resolve) => restless.once('listening', resolve));
    let opened = 0;
    restless.on('connection', (socket) => {
      opened += 1;
      socket.send(JSON.stringify({type: 'welcome', data: {message: 'hello', client_id: 'c'}}));
      socket.send(JSON.stringify({type: 'reconnect', data: {message: 'moving', reconnect_token: `rt-storm-${opened}`}}));
    });
    try {
      const restlessPort = (restless.address() as {port: number}).port;
      await page.routeWebSocket(gatewayPattern, (route: WebSocketRoute) => {
        const upstream = new NodeSocket(`ws://127.0.0.1:${restlessPort}/`);
        upstream.on('message', (data) => route.send(data.toString()));
        upstream.on('close', () => route.close({code: 4000, reason: 'The local gateway closed the connection.'}));
        route.onClose(() => upstream.close());
      });
      await openConsole(page);
      await page.getByLabel('Live gateway').check();
      await button(page, 'Connect').click();
      await expect(lines(page).getByText(/^Following the reconnect in [\d.]+ s: reconnect 2 in a row/)).toBeVisible();
      // Without the back-off this gateway drew about 85 connections a second.
      await page.waitForTimeout(3_000);
      expect(opened).toBeGreaterThanOrEqual(2);
      expect(opened).toBeLessThanOrEqual(4);
      await expect(lines(page)).toContainText(`stops after ${reconnectPolicy.maxInARow}`);
      await button(page, 'Disconnect').click();
      await expect(lines(page)).toContainText('Disconnected');
      const settled = opened;
      await page.waitForTimeout(1_500);
      expect(opened).toBe(settled);
    } finally {
      for (const client of restless.clients) client.terminate();
      await new Promise<void>((resolve) => restless.close(() => resolve()));
    }
  });
});
