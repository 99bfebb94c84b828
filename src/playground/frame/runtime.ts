/**
 * The script of the widget frame's own document (/widget-frame, written by plugins/site-files from
 * frameDocument.ts). It is a string because the frame's response policy allows it by the hash of
 * exactly this text; no page of the site allows it, so markup injected into a page cannot run it.
 *
 * It refuses to run outside an opaque origin (the frame's policy sandboxes it). It says hello to
 * the page, handing it a port for the heartbeat (the page's pings, its pongs, a flood's notice),
 * takes one widget from the page's `load` message, builds it, runs the HTML's scripts and the JS as
 * blob scripts (their errors then carry the visitor's own line numbers), and gives the widget
 * `SE_API`, keeping the store's rate itself. Console output, errors and blocked requests go to the
 * page in batches, at most LINES_PER_FLUSH lines per FLUSH_MS; the rest are counted and reported as
 * suppressed. Messages from anything but the parent window are ignored.
 */
import {FLOOD_SECONDS, FLUSH_MS, FRAME_PROTOCOL, LINES_PER_FLUSH, MAX_LINE_LENGTH, STORE_FLOOD_PER_SECOND, STORE_WRITE_REFUSED, STORE_WRITES_PER_SECOND} from './protocol';

export const frameRuntime = `(function () {
  'use strict';
  if (self.origin !== 'null') {
    document.body.textContent = 'This document runs widgets for the playground on /overlays/custom-widget, and only inside its sandbox.';
    return;
  }
  var run = null;
  var outbox = [];
  var suppressed = 0;
  var flushTimer = 0;
  var post = function (message) { message.run = run; parent.postMessage(message, '*'); };
  var flush = function () {
    flushTimer = 0;
    if (outbox.length === 0 && suppressed === 0) return;
    post({type: 'console', lines: outbox, suppressed: suppressed});
    outbox = [];
    suppressed = 0;
  };
  // True when the line goes to the page; a suppressed line is only counted.
  var line = function (level, text) {
    var forwarded = outbox.length < ${LINES_PER_FLUSH};
    if (forwarded) {
      outbox.push({level: level, text: text.length > ${MAX_LINE_LENGTH} ? text.slice(0, ${MAX_LINE_LENGTH}) + ' … (' + (text.length - ${MAX_LINE_LENGTH}) + ' more characters)' : text});
    } else suppressed += 1;
    if (!flushTimer && run !== null) flushTimer = setTimeout(flush, ${FLUSH_MS});
    return forwarded;
  };
  var sources = {};
  // A stack names the widget's files by their blob: addresses, which mean nothing to the reader: each becomes its name (JS).
  var named = function (text) {
    Object.keys(sources).forEach(function (url) { text = text.split(url).join(sources[url]); });
    return text;
  };
  var show = function (value) {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return named(value.stack || String(value));
    try { var text = JSON.stringify(value); return text === undefined ? String(value) : text; } catch (e) { try { return String(value); } catch (e2) { return '[value that cannot be shown]'; } }
  };
  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    // The browser's own console gets the forwarded lines only: a flood costs the developer tools nothing.
    console[level] = function () {
      if (line(level, Array.prototype.map.call(arguments, show).join(' '))) original.apply(console, arguments);
    };
  });
  window.addEventListener('error', function (event) {
    var where = sources[event.filename];
    // A thrown value that is no Error ({code: 1}) reads "Uncaught [object Object]" in the browser's words: shown as the value.
    var message = event.error !== null && typeof event.error === 'object' && !(event.error instanceof Error) ? 'Uncaught ' + show(event.error) : String(event.message);
    line('error', message + (where && event.lineno > 0 ? ' (' + where + ' line ' + event.lineno + ', column ' + event.colno + ')' : ''));
  });
  window.addEventListener('unhandledrejection', function (event) {
    line('error', 'Unhandled promise rejection: ' + show(event.reason));
  });
  // Chromium reports one blocked request more than once; each address is listed once per directive.
  var blocked = {};
  document.addEventListener('securitypolicyviolation', function (event) {
    var key = event.effectiveDirective + ' ' + event.blockedURI;
    if (blocked[key]) return;
    blocked[key] = true;
    line('blocked', (event.blockedURI || 'A resource') + ' (' + event.effectiveDirective + ')');
  });
  var pending = {};
  var nextCall = 1;
  var call = function (method, args) {
    var id = nextCall++;
    return new Promise(function (resolve, reject) {
      var copy;
      try { copy = JSON.parse(JSON.stringify(args, function (key, value) { return value === undefined ? null : value; })); }
      catch (e) { reject(new Error('SE_API.' + method + ' takes JSON values only: ' + e.message)); return; }
      pending[id] = {resolve: resolve, reject: reject};
      post({type: 'api', id: id, method: method, args: copy});
    });
  };
  // SE_API.store.set's rate is kept here, in the widget's own time, so that a loop's extra calls
  // never cost the page a message (protocol.ts). The clock is taken before any widget code runs.
  var clock = Date.now;
  var storeWrites = [];
  var storeCalls = {};
  var storeFlooded = false;
  var storeFlood = function (now) {
    var second = Math.floor(now / 1000);
    storeCalls[second] = (storeCalls[second] || 0) + 1;
    Object.keys(storeCalls).forEach(function (key) { if (Number(key) <= second - ${FLOOD_SECONDS}) delete storeCalls[key]; });
    for (var back = 0; back < ${FLOOD_SECONDS}; back += 1) if (!(storeCalls[second - back] > ${STORE_FLOOD_PER_SECOND})) return false;
    return true;
  };
  var storeSet = function (key, value) {
    var now = clock();
    if (!storeFlooded && storeFlood(now)) {
      storeFlooded = true;
      toPage({type: 'flood', reason: 'store', run: run});
    }
    storeWrites = storeWrites.filter(function (time) { return now - time < 1000; });
    if (storeFlooded || storeWrites.length >= ${STORE_WRITES_PER_SECOND}) {
      if (!storeFlooded) line('warn', ${JSON.stringify(STORE_WRITE_REFUSED)});
      return Promise.reject(new Error(${JSON.stringify(STORE_WRITE_REFUSED)}));
    }
    storeWrites.push(now);
    return call('store.set', [key, value]);
  };
  var api = {
    store: {
      set: storeSet,
      get: function (key) { return call('store.get', [key]); }
    },
    counters: {get: function (name) { return call('counters.get', [name]); }},
    sanitize: function (input) { return call('sanitize', [input]); },
    cheerFilter: function (message) { return call('cheerFilter', [message]); },
    getOverlayStatus: function () { return call('getOverlayStatus', []); },
    setField: function (key, value, reload) { return call('setField', [key, value, reload === undefined ? true : reload]); },
    resumeQueue: function () { return call('resumeQueue', []); }
  };
  var unknown = function (holder, path) {
    return new Proxy(holder, {get: function (target, name) {
      if (typeof name !== 'string' || name in target || name === 'then' || name === 'toJSON') return target[name];
      return function () { return Promise.reject(new Error(path + name + ' is not part of SE_API as documented, so the playground cannot emulate it.')); };
    }});
  };
  api.store = unknown(api.store, 'SE_API.store.');
  api.counters = unknown(api.counters, 'SE_API.counters.');
  window.SE_API = unknown(api, 'SE_API.');
  var blobScript = function (code, label) {
    var script = document.createElement('script');
    script.src = URL.createObjectURL(new Blob([code], {type: 'text/javascript'}));
    sources[script.src] = label;
    script.async = false;
    return script;
  };
  var start = function (widget) {
    var style = document.createElement('style');
    style.textContent = String(widget.css);
    document.head.appendChild(style);
    document.body.innerHTML = String(widget.html); // replaces this very script element too, which has already run
    Array.prototype.forEach.call(document.body.querySelectorAll('script'), function (old) {
      var script;
      if (old.src) {
        script = document.createElement('script');
        script.src = old.src;
        script.async = false;
      } else {
        script = blobScript(old.textContent || '', 'HTML script');
      }
      old.replaceWith(script);
    });
    var main = blobScript(String(widget.js), 'JS');
    main.addEventListener('load', function () { post({type: 'ready'}); });
    main.addEventListener('error', function () { post({type: 'ready'}); });
    document.body.appendChild(main);
    post({type: 'boot'});
  };
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (event.source !== parent || !message || typeof message !== 'object') return;
    if (run === null) {
      if (message.type !== 'load' || typeof message.run !== 'number') return;
      run = message.run;
      start(message);
      return;
    }
    if (message.run !== run) return;
    if (message.type === 'dispatch') window.dispatchEvent(new CustomEvent(String(message.name), {detail: message.detail}));
    else if (message.type === 'reply' && pending[message.id]) {
      var waiting = pending[message.id];
      delete pending[message.id];
      if (message.ok) waiting.resolve(message.value); else waiting.reject(new Error(String(message.error)));
    }
  });
  // The heartbeat has its own channel, so a pong (or a flood's notice) never waits behind the
  // widget's own messages to the page. The port stays in this closure, and its send is bound now,
  // before any widget code runs.
  var heartbeat = new MessageChannel();
  var toPage = MessagePort.prototype.postMessage.bind(heartbeat.port1);
  heartbeat.port1.onmessage = function (event) {
    var message = event.data;
    if (run !== null && message && message.type === 'ping' && message.run === run) toPage({type: 'pong', beat: message.beat, run: run});
  };
  parent.postMessage({type: 'hello', protocol: ${FRAME_PROTOCOL}}, '*', [heartbeat.port2]);
})();`;
