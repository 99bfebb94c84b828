import {describe, expect, it} from 'vitest';
import {fieldDataOf, parseFields, parseJson, substituteFields} from '@site/src/playground/logic/fields';
import {withExampleField, tryableFields} from '@site/src/playground/logic/fieldExamples';
import {fieldTypes} from '@site/src/data/overlays/fields';

describe('Fields JSON', () => {
  it('reports the line and column of a syntax error', () => {
    const result = parseJson('{\n  "a": 1,\n  "b": }');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({line: 3, column: 8});
  });

  it('makes a field without a known type a text field, as the overlay editor does (updates-2026c O2)', () => {
    const result = parseFields('{\n  "size": {"type": "knob", "label": "Size", "value": "big"},\n  "bare": {"value": 3}\n}');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.size).toEqual({type: 'text', label: 'Size', value: 'big'});
      expect(result.value.bare?.type).toBe('text');
      expect(fieldDataOf(result.value)).toEqual({size: 'big', bare: 3});
    }
  });

  it('rejects a field that is not an object, naming the field', () => {
    const result = parseFields('{\n  "size": "big"\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.message).toContain('"size"');
      expect(result.problem.line).toBe(2);
    }
  });

  it('refuses settings the panel cannot show, naming the field and the setting', () => {
    for (const [field, problem] of [
      [{type: 'text', label: {x: 1}}, 'its "label" must be text, not an object'],
      [{type: 'text', group: ['a']}, 'its "group" must be text, not a list'],
      [{type: 'slider', min: '0'}, 'its "min" must be a number, not text'],
      [{type: 'dropdown', options: 'a,b'}, 'its "options" must be an object'],
      [{type: 'dropdown', options: {a: {label: 'A'}}}, 'its option "a" must have a text label'],
      [{type: 'image-input', multiple: 'yes'}, 'its "multiple" must be true or false'],
    ] as const) {
      const result = parseFields(JSON.stringify({title: field}, null, 2));
      expect(result.ok, problem).toBe(false);
      if (!result.ok) expect(result.problem).toMatchObject({message: expect.stringContaining(`Field "title": ${problem}`), line: 2});
    }
  });

  it('refuses JSON nested deeper than it reads, before parsing, with where it goes too deep', () => {
    const text = `{"title": {"type": "text", "value": ${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    const result = parseFields(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatchObject({message: expect.stringContaining('nested more than 32 levels deep'), line: 1, column: 67});
  });

  it('accepts every field type the docs list, and an empty text', () => {
    const json = JSON.stringify(Object.fromEntries(fieldTypes.map((field) => [`f_${field.type}`, {type: field.type}])));
    expect(parseFields(json).ok).toBe(true);
    expect(parseFields('').ok).toBe(true);
  });

  it('gives fieldData from values, defaults by type, and overrides', () => {
    const parsed = parseFields('{"t": {"type": "text", "value": "hi"}, "c": {"type": "checkbox"}, "d": {"type": "dropdown", "options": {"x": "X", "y": "Y"}}, "n": {"type": "slider", "min": 3}}');
    if (!parsed.ok) throw new Error('should parse');
    expect(fieldDataOf(parsed.value)).toEqual({t: 'hi', c: false, d: 'x', n: 3});
    expect(fieldDataOf(parsed.value, {t: 'changed'}).t).toBe('changed');
  });
});

describe('field substitution', () => {
  const data = {color: '#ff0000', size: 12, fonts: ['a', 'b']};
  it('replaces {{key}} and {key} for fields', () => {
    expect(substituteFields('.x { color: {{color}}; font-size: {size}px; }', data)).toBe('.x { color: #ff0000; font-size: 12px; }');
    expect(substituteFields('{{ color }} {fonts}', data)).toBe('#ff0000 a,b');
  });
  it('leaves names that are not fields alone (JS object shorthand survives)', () => {
    expect(substituteFields('const o = {name}; const p = {{other}};', data)).toBe('const o = {name}; const p = {{other}};');
  });
});

describe('?try=field: examples', () => {
  it('adds an example field for every type and reserved name, once', () => {
    for (const name of tryableFields) {
      const added = withExampleField({}, name);
      expect(added, name).not.toBeNull();
      expect(parseFields(JSON.stringify(added!.fields)).ok, name).toBe(true);
      expect(withExampleField(added!.fields, name)!.fields, name).toBe(added!.fields);
    }
    expect(withExampleField({}, 'nope')).toBeNull();
  });
});

describe('JSON error position', () => {
  it('points at the first wrong character in many kinds of mistakes', async () => {
    const {jsonErrorOffset} = await import('@site/src/playground/logic/jsonError');
    expect(jsonErrorOffset('{"a": 1}')).toBe(-1);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset("{'a': 1}")).toBe(1);
    expect(jsonErrorOffset('{"a": tru}')).toBe(6);
    expect(jsonErrorOffset('[1 2]')).toBe(3);
    expect(jsonErrorOffset('{"a": "x')).toBe(8);
    expect(jsonErrorOffset('{} extra')).toBe(3);
  });
});
