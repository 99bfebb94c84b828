/**
 * The script that runs first inside the widget frame. It is a string, not a function, because the
 * site's Content-Security-Policy allows it by the hash of exactly this text (plugins/site-files/csp.ts):
 * a srcdoc frame inherits the page's policy, so the frame can run only this script and `blob:` scripts.
 * It builds the widget from the JSON block `#se-playground`, runs the HTML's scripts and the JS as
 * blob scripts (their errors then carry the visitor's own line numbers), forwards console output,
 * errors and blocked requests to the page, answers heartbeats, and gives the widget `SE_API`.
 * Messages from anything but the parent window are ignored.
 */
export const frameRuntime = `(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('se-playground').textContent);
  var post = function (message) { message.run = config.run; parent.postMessage(message, '*'); };
  var show = function (value) {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return value.stack || String(value);
    try { var text = JSON.stringify(value); return text === undefined ? String(value) : text; } catch (e) { return String(value); }
  };
  ['log', 'info', 'warn', 'error', 'debug'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      post({type: 'console', level: level, text: Array.prototype.map.call(arguments, show).join(' ')});
      original.apply(console, arguments);
    };
  });
  var sources = {};
  window.addEventListener('error', function (event) {
    post({type: 'error', message: event.message, source: sources[event.filename] || 'widget', line: event.lineno, column: event.colno});
  });
  window.addEventListener('unhandledrejection', function (event) {
    post({type: 'error', message: 'Unhandled promise rejection: ' + show(event.reason), source: 'js', line: 0, column: 0});
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    post({type: 'blocked', directive: event.effectiveDirective, url: event.blockedURI});
  });
  var pending = {};
  var nextCall = 1;
  var call = function (method, args) {
    var id = nextCall++;
    return new Promise(function (resolve, reject) {
      pending[id] = {resolve: resolve, reject: reject};
      post({type: 'api', id: id, method: method, args: JSON.parse(JSON.stringify(args, function (key, value) { return value === undefined ? null : value; }))});
    });
  };
  var api = {
    store: {
      set: function (key, value) { return call('store.set', [key, value]); },
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
  window.addEventListener('message', function (event) {
    if (event.source !== parent || !event.data || event.data.run !== config.run) return;
    var message = event.data;
    if (message.type === 'ping') post({type: 'pong', beat: message.beat});
    else if (message.type === 'dispatch') window.dispatchEvent(new CustomEvent(message.name, {detail: message.detail}));
    else if (message.type === 'reply' && pending[message.id]) {
      var waiting = pending[message.id];
      delete pending[message.id];
      if (message.ok) waiting.resolve(message.value); else waiting.reject(new Error(message.error));
    }
  });
  var style = document.createElement('style');
  style.textContent = config.css;
  document.head.appendChild(style);
  document.body.innerHTML = config.html; // replaces this very script element too, which has already run
  var blobScript = function (code, label) {
    var script = document.createElement('script');
    script.src = URL.createObjectURL(new Blob([code], {type: 'text/javascript'}));
    sources[script.src] = label;
    script.async = false;
    return script;
  };
  Array.prototype.forEach.call(document.body.querySelectorAll('script'), function (old) {
    var script;
    if (old.src) {
      script = document.createElement('script');
      script.src = old.src;
      script.async = false;
    } else {
      script = blobScript(old.textContent || '', 'html');
    }
    old.replaceWith(script);
  });
  var main = blobScript(config.js, 'js');
  main.addEventListener('load', function () { post({type: 'ready'}); });
  main.addEventListener('error', function () { post({type: 'ready'}); });
  document.body.appendChild(main);
  post({type: 'boot'});
})();`;
