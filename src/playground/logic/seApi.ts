/**
 * Answers the widget's `SE_API` calls. Pure: given what the playground holds, each call gives a
 * reply (or an error naming what cannot be done) and, for calls that change something, an effect
 * for the playground to apply. Where the playground approximates, `approximations` says how.
 */
import type {Fields} from './fields';
import {storeGet, storeSet, type StoreData} from './store';
import {checkFieldValue} from './widgetState';

export interface ApiContext {
  store: StoreData;
  counters: Record<string, number>;
  fields: Fields;
  status: {isEditorMode: boolean; muted: boolean};
}

export type ApiEffect =
  | {type: 'store'; store: StoreData; update: {key: string; value: Record<string, unknown>}}
  | {type: 'setField'; key: string; value: unknown; reload: boolean}
  | {type: 'resumeQueue'};

export type ApiOutcome = {ok: true; value: unknown; effect?: ApiEffect} | {ok: false; error: string};

/** What the playground does differently from a live overlay, per method; shown next to the console. */
export const approximations: Readonly<Record<string, string>> = {
  sanitize: 'has no channel rules here: it returns the message unchanged with skip: false.',
  cheerFilter: 'removes every word made of letters followed by a number (such as Cheer100); the live filter knows the exact cheermote names.',
  'counters.get': 'reads the counters set by bot:counter events sent here; a counter never sent is 0.',
  getOverlayStatus: 'reports the two switches under the preview.',
};

/** Removes cheermotes (a word of letters ending in a number, e.g. `cheer100`) and tidies the spaces. */
export function removeCheermotes(message: string): string {
  return message
    .replace(/(^|\s)[A-Za-z]+\d+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function answerApiCall(method: string, args: readonly unknown[], context: ApiContext): ApiOutcome {
  switch (method) {
    case 'store.set': {
      const result = storeSet(context.store, args[0], args[1]);
      return result.ok ? {ok: true, value: undefined, effect: {type: 'store', store: result.store, update: result.update}} : result;
    }
    case 'store.get':
      return storeGet(context.store, args[0]);
    case 'counters.get': {
      const name = args[0];
      if (typeof name !== 'string' || name === '') return {ok: false, error: 'SE_API.counters.get needs a counter name.'};
      return {ok: true, value: {id: name, count: context.counters[name] ?? 0}};
    }
    case 'sanitize': {
      const input = args[0] as {message?: unknown} | null;
      if (!input || typeof input.message !== 'string') return {ok: false, error: 'SE_API.sanitize takes an object with a message string: SE_API.sanitize({message}).'};
      return {ok: true, value: {result: {message: input.message}, skip: false}};
    }
    case 'cheerFilter':
      if (typeof args[0] !== 'string') return {ok: false, error: 'SE_API.cheerFilter takes the message as a string.'};
      return {ok: true, value: removeCheermotes(args[0])};
    case 'getOverlayStatus':
      return {ok: true, value: {...context.status}};
    case 'setField': {
      const [key, value, reload] = args;
      if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(context.fields, key)) {
        return {ok: false, error: `SE_API.setField: there is no field named ${JSON.stringify(key)} in Fields.`};
      }
      // Refused here, where it arrives: a value that cannot be kept would otherwise reach the draft.
      const checked = checkFieldValue(value);
      if (!checked.ok) return {ok: false, error: `SE_API.setField('${key.slice(0, 40)}', …) was refused: ${checked.reason}. Field values are plain JSON data.`};
      return {ok: true, value: undefined, effect: {type: 'setField', key, value, reload: reload !== false}};
    }
    case 'resumeQueue':
      return {ok: true, value: undefined, effect: {type: 'resumeQueue'}};
    default:
      return {ok: false, error: `SE_API.${method} is not something the playground can emulate.`};
  }
}
