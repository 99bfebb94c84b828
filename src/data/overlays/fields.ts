/**
 * Custom widget fields: the JSON a widget author writes so the person setting up the widget can
 * change it without touching code. Rendered as tables on /overlays/widget-structure.
 */
import type {z} from 'zod';
import type {fieldPropertySchema, fieldTypeSchema} from './schema';

export type FieldProperty = z.input<typeof fieldPropertySchema>;

/** Properties every field can have. */
export const commonProperties: readonly FieldProperty[] = [
  {name: 'type', meaning: 'Which control the editor shows; one of the types below.'},
  {name: 'label', meaning: 'Text next to the control in the editor’s left panel.'},
  {name: 'value', meaning: 'The default value, used until someone changes it.'},
  {name: 'group', meaning: 'Fields with the same `group` name are gathered in one collapsible section of the left panel.'},
];

/** The type the editor gives a field whose `type` is not one of the field types below (a typo, or none). */
export const unknownFieldTypeBecomes = 'text';

export type FieldType = z.input<typeof fieldTypeSchema>;

const range: readonly FieldProperty[] = [
  {name: 'min', meaning: 'Lowest allowed value.'},
  {name: 'max', meaning: 'Highest allowed value.'},
  {name: 'step', meaning: 'Step between allowed values.'},
];

const multiple: FieldProperty = {name: 'multiple', meaning: '`true` lets the user pick several files; the field’s value is then a list of URLs.'};

export const fieldTypes: readonly FieldType[] = [
  {type: 'text', control: 'A text box.', extra: []},
  {type: 'checkbox', control: 'A checkbox; the value is `true` or `false`.', extra: []},
  {type: 'colorpicker', control: 'A colour picker; the value is a colour such as `#1E90FF`.', extra: []},
  {type: 'number', control: 'A number box.', extra: range},
  {type: 'slider', control: 'A slider over a range of numbers.', extra: range},
  {
    type: 'dropdown',
    control: 'A list to choose one option from.',
    extra: [{name: 'options', meaning: 'Object of choices: each key is the value your code receives, each value is the text the user sees.'}],
  },
  {type: 'image-input', control: 'An image picker; the value is the image’s URL.', extra: [multiple]},
  {type: 'video-input', control: 'A video picker; the value is the video’s URL.', extra: [multiple]},
  {type: 'sound-input', control: 'A sound picker; the value is the sound’s URL.', extra: [multiple]},
  {type: 'googleFont', control: 'A Google Fonts picker; the value is the font family name.', extra: []},
  {
    type: 'button',
    control: 'A button showing `label`. Clicking it sends the widget a `widget-button` event with the field name and `value`.',
    extra: [],
  },
  {type: 'hidden', control: 'Nothing: the field is not shown. Use it for settings only the code should set.', extra: []},
];

/** Field names with a fixed meaning for the editor. */
export const reservedFields: readonly FieldProperty[] = [
  {name: 'widgetName', meaning: 'Display name of the widget.'},
  {name: 'widgetAuthor', meaning: 'Name of the widget’s author.'},
  {
    name: 'widgetDuration',
    meaning:
      'Longest time, in seconds, the widget may hold the alert queue while it shows an event. `SE_API.resumeQueue()` releases it early. Without the field, the widget does not hold the queue at all.',
    default: '0',
  },
];
