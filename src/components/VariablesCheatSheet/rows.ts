/**
 * The cheat sheet's rows, worked out from the variable data: every variable (with a page or without),
 * its forms, aliases, fields and fixed answers, with the cheat sheet's own additions put beside the
 * form or field they are about. No React, so tests read the same rows the page shows.
 */
import {byName} from '@site/src/data/nameOrder';
import {variables, variablesWithoutPage, type Note, type OutputField, type SyntaxForm} from '@site/src/data/variables';
import {variablePath, variablesPath} from '@site/src/data/variables/paths';
import {cheatSheetAdditions} from '@site/src/data/variables/cheatSheet';

export interface CheatSheetForm extends SyntaxForm {
  /** The cheat sheet's additions about this form. */
  more: readonly string[];
}

export interface CheatSheetField extends OutputField {
  more: readonly string[];
}

export interface CheatSheetVariable {
  name: string;
  /** Its page, or the variables index's list of variables without a page. */
  to: string;
  hasPage: boolean;
  forms: readonly CheatSheetForm[];
  aliases: readonly string[];
  fields: readonly CheatSheetField[];
  /** Notes that come with the exact text the bot posts. */
  fixedAnswers: readonly Note[];
}

/** Where the variables index lists the variables that have no page (its heading's anchor). */
export const withoutPageAnchor = `${variablesPath}#variables-without-a-page-of-their-own`;

const additionsFor = (variable: string, target: string) =>
  cheatSheetAdditions.filter((addition) => addition.variable === variable && addition.target === target).map((addition) => addition.text);

export const cheatSheetVariables: readonly CheatSheetVariable[] = [
  ...variables.map((doc) => ({
    name: doc.name,
    to: variablePath(doc.name),
    hasPage: true,
    syntax: doc.syntax,
    aliases: doc.aliases,
    fields: doc.fields,
    notes: doc.notes,
  })),
  ...variablesWithoutPage.map((doc) => ({
    name: doc.name,
    to: withoutPageAnchor,
    hasPage: false,
    syntax: doc.syntax,
    aliases: doc.aliases ?? [],
    fields: [],
    notes: doc.notes,
  })),
]
  .sort(byName)
  .map(({syntax, fields, notes, ...doc}) => ({
    ...doc,
    forms: syntax.map((form) => ({...form, more: additionsFor(doc.name, form.form)})),
    fields: fields.map((field) => ({...field, more: additionsFor(doc.name, field.name)})),
    fixedAnswers: notes.filter((note) => note.output !== undefined),
  }));
