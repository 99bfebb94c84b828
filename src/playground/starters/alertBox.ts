import type {Starter} from './types';

/** Shows one alert at a time and holds the overlay's queue until its animation ends. */
export const alertBox: Starter = {
  id: 'alert-box',
  title: 'Alert box with a queue',
  html: `<div class="alert" id="alert" hidden>
  <p class="alert-title" id="alert-title"></p>
  <p class="alert-message" id="alert-message"></p>
</div>`,
  css: `body { margin: 0; font-family: system-ui, sans-serif; }
.alert {
  margin: 16px; padding: 16px 20px; border-radius: 12px;
  background: {{background}}; color: {{textColor}};
  animation: pop 300ms ease-out;
}
.alert-title { margin: 0; font-size: 24px; font-weight: 700; }
.alert-message { margin: 6px 0 0; font-size: 16px; }
@keyframes pop { from { transform: scale(0.8); opacity: 0; } }`,
  js: `// Each alert holds the overlay's queue (widgetDuration, a hidden field) until
// it has been shown for {{showSeconds}} seconds; then SE_API.resumeQueue() lets the next one in.
let currency = {symbol: '$'};

const lines = {
  'follower-latest': (e) => e.name + ' followed!',
  'subscriber-latest': (e) => e.bulkGifted ? e.sender + ' gifted ' + e.amount + ' subs!'
    : e.gifted ? e.sender + ' gifted ' + e.name + ' a sub'
    : e.name + ' subscribed for ' + e.amount + ' months',
  'tip-latest': (e) => e.name + ' tipped ' + currency.symbol + e.amount,
  'cheer-latest': (e) => e.name + ' cheered ' + e.amount + ' bits',
  'raid-latest': (e) => e.name + ' raided with ' + e.amount + ' viewers',
  'host-latest': (e) => e.name + ' hosted for ' + e.amount + ' viewers',
};

window.addEventListener('onWidgetLoad', (obj) => {
  currency = obj.detail.currency;
});

window.addEventListener('onEventReceived', (obj) => {
  const {listener, event} = obj.detail;
  if (listener === 'event:skip') return hide();
  const line = lines[listener] || (listener.endsWith('-latest') ? (e) => e.name + ': ' + listener : null);
  if (!line) return; // chat and other events leave the queue alone
  show(line(event), event.message || '');
  setTimeout(() => {
    hide();
    SE_API.resumeQueue();
  }, {{showSeconds}} * 1000);
});

function show(title, message) {
  const box = document.getElementById('alert');
  document.getElementById('alert-title').textContent = title;
  document.getElementById('alert-message').textContent = message;
  box.hidden = false;
  console.log('Showing:', title);
}

function hide() {
  document.getElementById('alert').hidden = true;
}`,
  fields: `{
  "background": {"type": "colorpicker", "label": "Background", "value": "#1f2a44"},
  "textColor": {"type": "colorpicker", "label": "Text colour", "value": "#ffffff"},
  "showSeconds": {"type": "slider", "label": "Seconds on screen", "value": 4, "min": 1, "max": 15, "step": 1},
  "widgetDuration": {"type": "hidden", "value": 20}
}`,
};
