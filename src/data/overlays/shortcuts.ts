/** Keyboard shortcuts of the overlay editor. Each entry lists one or more key combinations. */
import type {z} from 'zod';
import type {shortcutSchema} from './schema';

export type Shortcut = z.input<typeof shortcutSchema>;

export const editorShortcuts: readonly Shortcut[] = [
  {combos: [['Del']], action: 'Delete the selected widget.'},
  {combos: [['Shift', 'D']], action: 'Duplicate the selected widget.'},
  {combos: [['Arrow key']], action: 'Move the selected widget by 1 pixel.'},
  {combos: [['Shift', 'Arrow key']], action: 'Move the selected widget by 10 pixels.'},
  {combos: [['Esc']], action: 'Deselect all widgets.'},
  {combos: [['Ctrl', 'Z'], ['Command', 'Z']], action: 'Undo the last action.'},
  {combos: [['Ctrl', 'Y'], ['Command', 'Y']], action: 'Redo what you last undid.'},
  {combos: [['Alt', 'X']], action: 'Reset the zoom.'},
  {combos: [['Alt', 'F']], action: 'Zoom to fit the overlay on screen.'},
  {combos: [['Shift', 'G']], action: 'Group the selected widgets.'},
  {combos: [['Shift', 'U']], action: 'Ungroup the selected group.'},
];
