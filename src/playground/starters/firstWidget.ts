import type {Starter} from './types';

/**
 * The widget /overlays/first-custom-widget builds step by step: a caption and a colour from two
 * fields, and the latest follower, read from the session data on load and updated on each follow.
 * The page shows these four texts as they are, so what it teaches is what the playground runs.
 */
export const firstWidget: Starter = {
  id: 'first-widget',
  title: 'Latest follower (first custom widget)',
  html: `<div class="latest">
  <p class="caption">{{caption}}</p>
  <p class="name" id="follower-name"></p>
</div>`,
  css: `body { margin: 0; font-family: system-ui, sans-serif; }
.latest { margin: 16px; padding: 12px 18px; border-radius: 10px; background: rgba(0, 0, 0, 0.7); }
.caption { margin: 0; font-size: 16px; color: #fff; }
.name { margin: 4px 0 0; font-size: 28px; font-weight: 700; color: {{nameColor}}; }`,
  js: `// The latest follower is in the session data when the widget loads...
window.addEventListener('onWidgetLoad', (obj) => {
  const data = obj.detail.session.data;
  // Session keys contain dashes, so use brackets, not a dot.
  const latest = data['follower-latest'];
  if (latest) showFollower(latest.name);
});

// ...and each new follow arrives as an event.
window.addEventListener('onEventReceived', (obj) => {
  if (obj.detail.listener === 'follower-latest') showFollower(obj.detail.event.name);
});

function showFollower(name) {
  // textContent, never innerHTML: names come from viewers.
  document.getElementById('follower-name').textContent = name;
}`,
  fields: `{
  "caption": {"type": "text", "label": "Caption", "value": "Latest follower"},
  "nameColor": {"type": "colorpicker", "label": "Name colour", "value": "#7cf2c8"}
}`,
};
