import type {Starter} from './types';

/** A goal bar that starts from the session data and follows every session update. */
export const goalBar: Starter = {
  id: 'goal-bar',
  title: 'Goal bar from session data',
  html: `<div class="goal">
  <p class="goal-title">{{title}}</p>
  <div class="bar" role="progressbar" aria-valuemin="0" aria-valuemax="{{target}}" id="bar">
    <div class="fill" id="fill"></div>
  </div>
  <p class="goal-count" id="count"></p>
</div>`,
  css: `body { margin: 0; font-family: system-ui, sans-serif; }
.goal { margin: 16px; padding: 12px 16px; background: #14171f; color: #fff; border-radius: 10px; }
.goal-title { margin: 0 0 8px; font-weight: 700; }
.bar { height: 18px; background: #2b3142; border-radius: 9px; overflow: hidden; }
.fill { height: 100%; width: 0; background: {{barColor}}; transition: width 400ms ease; }
.goal-count { margin: 8px 0 0; font-variant-numeric: tabular-nums; }`,
  js: `// The session key to follow, e.g. "follower-goal" or "tip-goal" (a field, so users can pick it).
const key = '{{sessionKey}}';
const target = {{target}};

window.addEventListener('onWidgetLoad', (obj) => render(obj.detail.session.data));
// onSessionUpdate carries the whole session directly in obj.detail.session.
window.addEventListener('onSessionUpdate', (obj) => render(obj.detail.session));

function render(session) {
  const entry = session[key];
  if (!entry) {
    console.warn('No session key named', key);
    return;
  }
  const value = entry.amount ?? entry.count ?? 0;
  const share = Math.min(1, value / target);
  document.getElementById('fill').style.width = (share * 100).toFixed(1) + '%';
  document.getElementById('bar').setAttribute('aria-valuenow', String(value));
  document.getElementById('count').textContent = value + ' / ' + target;
}`,
  fields: `{
  "title": {"type": "text", "label": "Title", "value": "Follower goal"},
  "sessionKey": {"type": "dropdown", "label": "Goal", "value": "follower-goal", "options": {"follower-goal": "Followers", "subscriber-goal": "Subscribers", "tip-goal": "Tips", "cheer-goal": "Bits"}},
  "target": {"type": "number", "label": "Target", "value": 10, "min": 1, "step": 1},
  "barColor": {"type": "colorpicker", "label": "Bar colour", "value": "#3ddc97"}
}`,
};
