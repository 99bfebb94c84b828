import {describe, expect, it} from 'vitest';
import {initialFields} from '@site/src/playground/ui/initialFields';
import type {Opening} from '@site/src/playground/ui/initialState';

const opening = (fields: string, tryField: string | null): Opening =>
  ({state: {html: '', css: '', js: '', fields, values: {}}, source: 'draft', notices: [], select: null, tryField, storage: {}}) as unknown as Opening;

describe('a field type’s "Try" link in the playground', () => {
  it('adds an example field beside the draft’s own fields', () => {
    const first = initialFields(opening('{"title": {"type": "text", "value": "My goal"}}', 'checkbox'));
    expect(Object.keys(JSON.parse(first.text))).toEqual(['title', first.highlight]);
    expect(first.notice).toMatch(/^Added an example checkbox field/);
  });

  it('leaves Fields that are not valid JSON yet as typed, and says why nothing was added', () => {
    const unfinished = '{\n  "title": {"type": "text", "value": "My goal"},\n}';
    const first = initialFields(opening(unfinished, 'checkbox'));
    expect(first.text).toBe(unfinished);
    expect(first.problem).not.toBeNull();
    expect(first.notice).toBe('Your Fields are not valid JSON yet, so no example checkbox field was added: fix the Fields text, then press Try on the field type again.');
  });
});
