/**
 * Syntax colours for the editors, as CSS variables set per colour mode in styles.module.css, so both
 * modes meet WCAG AA contrast (CodeMirror's default style is made for light backgrounds only).
 */
import {HighlightStyle, syntaxHighlighting} from '@codemirror/language';
import {tags} from '@lezer/highlight';

const color = (name: string) => `var(--pg-syntax-${name})`;

export const playgroundHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    {tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword, tags.definitionKeyword], color: color('keyword')},
    {tag: [tags.string, tags.special(tags.string), tags.regexp], color: color('string')},
    {tag: [tags.number, tags.bool, tags.null, tags.atom, tags.unit], color: color('number')},
    {tag: [tags.comment, tags.lineComment, tags.blockComment], color: color('comment'), fontStyle: 'italic'},
    {tag: [tags.propertyName, tags.attributeName], color: color('property')},
    {tag: [tags.tagName, tags.typeName, tags.className], color: color('tag')},
    {tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: color('function')},
    {tag: tags.invalid, color: color('invalid')},
  ]),
);
