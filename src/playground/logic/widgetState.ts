/**
 * The check every widget read back goes through (a saved draft, a shared link): four texts within
 * an editor's limit, and field values that are plain data. What can be repaired is, and said; what
 * cannot is refused with the reason, so the playground never renders what would crash it.
 */
import type {Checked} from '@site/src/tools/drafts/store';
import {checkValue, sizeText} from '@site/src/tools/values';
import {PLAYGROUND_LIMITS} from './limits';
import type {SharedState} from './share';

const files = [
  ['html', 'HTML'],
  ['css', 'CSS'],
  ['js', 'JS'],
  ['fields', 'Fields'],
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field value as the playground may keep it: plain data, within the size and depth limits. */
export function checkFieldValue(value: unknown): {ok: true} | {ok: false; reason: string} {
  const checked = checkValue(value, {maxDepth: PLAYGROUND_LIMITS.jsonDepth, maxChars: PLAYGROUND_LIMITS.fieldValueChars});
  return checked.ok ? {ok: true} : {ok: false, reason: checked.reason};
}

export function checkWidgetState(value: unknown): Checked<SharedState> {
  if (!isRecord(value)) return {ok: false, reason: 'it is not a widget (an object with html, css, js and fields)'};
  const repairs: string[] = [];
  const texts: Record<(typeof files)[number][0], string> = {html: '', css: '', js: '', fields: ''};
  for (const [key, label] of files) {
    const text = value[key];
    if (typeof text !== 'string') {
      if (text !== undefined) repairs.push(`its ${label} was not text, so that editor starts empty`);
      continue;
    }
    if (text.length > PLAYGROUND_LIMITS.fileChars) return {ok: false, reason: `its ${label} is ${sizeText(text.length)}, over the ${sizeText(PLAYGROUND_LIMITS.fileChars)} one editor holds`};
    texts[key] = text;
  }
  const values: Record<string, unknown> = {};
  if (isRecord(value.values)) {
    for (const [name, fieldValue] of Object.entries(value.values)) {
      const checked = checkFieldValue(fieldValue);
      if (checked.ok) values[name] = fieldValue;
      else repairs.push(`the value of field "${name.slice(0, 60)}" was left out: ${checked.reason}`);
    }
  } else if (value.values !== undefined) repairs.push('its field values were not an object of values, so the fields start from their defaults');
  return {ok: true, value: {...texts, values}, repairs};
}
