/** Methods of the global `SE_API` object available to custom widget code. */
import type {z} from 'zod';
import type {apiMethodSchema} from './schema';

export type ApiMethod = z.input<typeof apiMethodSchema>;

export const seApiMethods: readonly ApiMethod[] = [
  {
    call: 'SE_API.store.set(key, value)',
    returns: '—',
    meaning:
      'Saves an object under `key` in the channel’s key-value store, replacing the whole object stored there: save every property you want to keep. Keys cannot be deleted. Every custom widget then receives a `kvstore:update` event.',
  },
  {call: 'SE_API.store.get(key)', returns: 'Promise of the stored object', meaning: 'Reads back what was saved under `key`.'},
  {call: 'SE_API.counters.get(name)', returns: 'Promise of `{id, count}`', meaning: 'Reads a chatbot counter.'},
  {call: 'SE_API.sanitize({message})', returns: 'Promise of `{result: {message}, skip}`', meaning: 'Checks a message against the channel’s rules: `result.message` is the cleaned text, and `skip` says whether to leave it out.'},
  {call: 'SE_API.cheerFilter(message)', returns: 'Promise of a string', meaning: 'Returns the message with every cheermote removed.'},
  {call: 'SE_API.getOverlayStatus()', returns: 'Promise of `{isEditorMode, muted}`', meaning: 'Tells whether the overlay is open in the editor and whether it is muted.'},
  {
    call: 'SE_API.setField(key, value, reload?)',
    returns: '—',
    meaning:
      'Sets `fieldData[key]` to `value` in the editor. `reload` (default `true`) reloads the overlay with the new value; pass `false` to keep it running. It is not saved by itself: the user saves it in the editor.',
  },
  {call: 'SE_API.resumeQueue()', returns: '—', meaning: 'Releases the alert queue before `widgetDuration` runs out.'},
];
