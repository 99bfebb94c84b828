import type {Starter} from './types';

/** A chat box that keeps the last lines and removes what moderators delete. */
export const chatBox: Starter = {
  id: 'chat-box',
  title: 'Chat box that honours deletions',
  html: `<ul class="chat" id="chat" aria-live="polite"></ul>`,
  css: `body { margin: 0; font-family: system-ui, sans-serif; font-size: {{fontSize}}px; }
.chat { list-style: none; margin: 0; padding: 8px; display: flex; flex-direction: column; gap: 6px; }
.line { background: rgba(0, 0, 0, 0.72); color: #fff; padding: 6px 10px; border-radius: 8px; }
.nick { font-weight: 700; margin-right: 6px; }`,
  js: `const maxLines = {{maxLines}};

window.addEventListener('onEventReceived', (obj) => {
  const {listener, event} = obj.detail;
  if (listener === 'message') addLine(event.data);
  // One message removed: its msgId. All of one chatter's messages: their userId.
  if (listener === 'delete-message') remove('[data-msg-id="' + CSS.escape(event.msgId) + '"]');
  if (listener === 'delete-messages') remove('[data-user-id="' + CSS.escape(event.userId) + '"]');
});

function addLine(message) {
  const line = document.createElement('li');
  line.className = 'line';
  line.dataset.msgId = message.msgId;
  line.dataset.userId = message.userId;
  const nick = document.createElement('span');
  nick.className = 'nick';
  nick.style.color = message.displayColor || '{{nameColor}}';
  nick.textContent = message.displayName;
  line.append(nick, document.createTextNode(message.text)); // text, never HTML
  const chat = document.getElementById('chat');
  chat.append(line);
  while (chat.children.length > maxLines) chat.firstElementChild.remove();
}

function remove(selector) {
  document.querySelectorAll(selector).forEach((line) => line.remove());
}`,
  fields: `{
  "fontSize": {"type": "number", "label": "Font size (px)", "value": 18, "min": 10, "max": 48, "step": 1},
  "maxLines": {"type": "slider", "label": "Lines kept", "value": 8, "min": 1, "max": 30, "step": 1},
  "nameColor": {"type": "colorpicker", "label": "Name colour when the chatter has none", "value": "#9ad0ff"}
}`,
};
