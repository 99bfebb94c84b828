/**
 * `?try=field:<type or reserved name>` from /overlays/widget-structure: an example field of that
 * type (or the reserved field) added to the Fields JSON when the widget has none yet.
 */
import {fieldTypes, reservedFields} from '@site/src/data/overlays/fields';
import type {FieldDefinition, Fields} from './fields';

const examples: Record<string, Omit<FieldDefinition, 'type'>> = {
  text: {label: 'Example text', value: 'Hello from the playground'},
  checkbox: {label: 'Example checkbox', value: true},
  colorpicker: {label: 'Example colour', value: '#1e90ff'},
  number: {label: 'Example number', value: 5, min: 0, max: 10, step: 1},
  slider: {label: 'Example slider', value: 50, min: 0, max: 100, step: 5},
  dropdown: {label: 'Example dropdown', value: 'left', options: {left: 'Left', right: 'Right'}},
  googleFont: {label: 'Example font', value: 'Roboto'},
  button: {label: 'Example button', value: 'clicked'},
  hidden: {value: 'set by code'},
};
const reservedValues: Record<string, unknown> = {widgetName: 'Playground widget', widgetAuthor: 'You', widgetDuration: 10};

/** Every name `field:<name>` accepts: the field types and the reserved field names. */
export const tryableFields: readonly string[] = [...fieldTypes.map((field) => field.type), ...reservedFields.map((field) => field.name)];

/** The field's name in Fields and the Fields with it added (unchanged when one already exists). */
export function withExampleField(fields: Fields, name: string): {key: string; fields: Fields} | null {
  if (reservedFields.some((field) => field.name === name)) {
    if (fields[name]) return {key: name, fields};
    return {key: name, fields: {...fields, [name]: {type: 'hidden', value: reservedValues[name] ?? ''}}};
  }
  if (!fieldTypes.some((field) => field.type === name)) return null;
  const existing = Object.entries(fields).find(([, field]) => field.type === name);
  if (existing) return {key: existing[0], fields};
  const key = `example${name.replace(/(^|-)(\w)/g, (_all, _dash: string, letter: string) => letter.toUpperCase())}`;
  return {key, fields: {...fields, [key]: {type: name, ...(examples[name] ?? {label: `Example ${name}`, value: ''})}}};
}
