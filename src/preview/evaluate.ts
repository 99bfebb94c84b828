/**
 * Runs a reply the way the bot does: inner variables first, their results becoming the outer
 * ones' values. Every variable costs a step; past `stepBudget` the rest is left as typed, and no
 * value is ever read again as a reply, so nothing can loop.
 */
import {buildCatalog, type Catalog, type NameSpec} from './catalog';
import {splitDotted} from './dotted';
import {handlers, type Call} from './handlers';
import {freeTextVariables} from './handlers/shared';
import {pagelessVariables, twitchOnlyLevels} from './knowledge';
import {maxValueLength, stepBudget} from './limits';
import {parseReply} from './parse';
import {characterCount, platform} from './platforms';
import {closestName} from './suggest';
import type {PreviewEnvironment, PreviewInput, PreviewResult, ReplyNode, Value, VariableNode} from './types';
import {splitVariable, type Word} from './words';
import {parseArgumentToken} from './argumentTokens';
import {checkChatAction} from './actions';
import type {NotAForm} from '@site/src/data/variables';
import {hasRoom, joinValues, literal, live, report, sourceOf, type Scope} from './scope';

export {joinValues, type Scope};

export {maxValueLength, stepBudget};

export function evaluateNodes(nodes: readonly ReplyNode[], scope: Scope): Value[] {
  return nodes.map((node) => (node.kind === 'text' ? literal(node.text) : evaluateVariable(node, scope)));
}

export function evaluateWord(word: Word, scope: Scope): Value {
  return joinValues(evaluateNodes(word.parts, scope));
}

function plainName(word: Word | undefined): string | null {
  const only = word && !word.quote && word.parts.length === 1 ? word.parts[0] : undefined;
  return only?.kind === 'text' ? only.text : null;
}

function resolve(name: string, scope: Scope): NameSpec | null {
  const lower = name.toLowerCase();
  // An argument token's values (`${1 username}`) are read and checked by its handler.
  if (parseArgumentToken(lower)) return {name: lower, variable: 'args', min: 0, max: Infinity};
  const named = scope.catalog.names.get(lower);
  if (named) return named;
  const patterned = scope.catalog.patterns.find((entry) => entry.pattern.test(lower));
  return patterned ? {...patterned.spec, name: lower} : null;
}

function checkCount(spec: NameSpec, given: number, node: VariableNode, scope: Scope): void {
  const display = `\${${spec.name}}`;
  const plural = (n: number) => (n === 1 ? 'value' : 'values');
  if (given < spec.min) {
    const expected = spec.max === spec.min ? `${spec.min}` : `at least ${spec.min}`;
    report(scope, {kind: 'arguments', severity: 'error', variable: spec.variable, message: `${display} needs ${expected} ${plural(spec.min)} after its name; it got ${given}.`}, node);
  } else if (given > spec.max && !freeTextVariables.has(spec.variable)) {
    const hint = spec.max > 0 ? ' Put a value with spaces in double quotes.' : '';
    report(
      scope,
      {kind: 'arguments', severity: 'warning', variable: spec.variable, message: `${display} takes ${spec.max === 0 ? 'no' : `at most ${spec.max}`} ${plural(spec.max)}; it got ${given}.${hint}`},
      node,
    );
  }
}

export function evaluateVariable(node: VariableNode, scope: Scope): Value {
  if (scope.exhausted) return literal(sourceOf(node, scope));
  scope.steps += 1;
  if (scope.steps > stepBudget) {
    scope.exhausted = true;
    report(scope, {kind: 'bound', severity: 'error', message: `The reply needs more than ${stepBudget.toLocaleString('en')} steps to work out; the preview stopped here and shows the rest as typed.`}, node);
    return literal(sourceOf(node, scope));
  }
  const {words, fallback} = splitVariable(node);
  const name = plainName(words[0]);
  if (name === null) {
    const message = words.length === 0 ? 'This variable is empty: write a name between the brackets.' : 'A variable’s name must be written out; it cannot come from a quote or another variable.';
    report(scope, {kind: 'unknown', severity: 'error', message}, node);
    return literal(sourceOf(node, scope));
  }
  let spec = resolve(name, scope);
  // `${count.deaths}`: the counter named after the dot, a form of its own (the death-counter guide).
  // A value after it is read as the counter's name, not as a change (updates-2026c, its caution).
  const countDotted = spec ? null : /^count\.([\p{L}\p{N}_-]+)$/iu.exec(name);
  if (countDotted) {
    spec = resolve('count', scope);
    const counter = countDotted[1]!;
    if (words.length === 1) words.push({parts: [{kind: 'text', text: counter, start: node.start, end: node.end}], quote: null, start: node.start, end: node.end});
    else {
      report(scope, {kind: 'arguments', severity: 'warning', variable: 'count', message: `In \`${name} …\` the value after the name is read as the counter’s name, not as a change: write \`\${count ${counter} <change>}\` to change “${counter}”.`}, node);
    }
  }
  const notAForm = scope.catalog.notForms.get(name.toLowerCase());
  if (notAForm) reportNotAForm(notAForm, node, scope);
  if (notAForm && !spec) return literal(sourceOf(node, scope));
  const dotted = spec ? null : splitDotted(name);
  const dottedSpec = dotted ? resolve(dotted.name, scope) : null;
  // `${random.1-6}` resolved above (the data lists that form); elsewhere a value after a dot is a slip.
  if (dotted && dottedSpec && dottedSpec.max >= 1) {
    const spaced = `\${${dotted.name} ${dotted.value}}`;
    report(scope, {kind: 'unknown', severity: 'error', variable: dottedSpec.variable, suggestion: spaced, message: `There is no variable \`${name}\`. A value goes after a space: did you mean \`${spaced}\`?`}, node);
    return literal(sourceOf(node, scope));
  }
  if (!spec) {
    // Past the listing limit the problem is only counted, so skip the search for a suggestion.
    if (!hasRoom(scope)) {
      scope.unlisted += 1;
      return literal(sourceOf(node, scope));
    }
    const suggestion = closestName(name, scope.catalog.names.keys());
    const suggestionVariable = suggestion ? scope.catalog.names.get(suggestion)?.variable : undefined;
    report(
      scope,
      {
        kind: 'unknown',
        severity: 'error',
        message: suggestion ? `There is no variable \`${name}\`. Did you mean \`\${${suggestion}}\`?` : `There is no variable \`${name}\`; the bot posts it as typed.`,
        variable: suggestionVariable,
        suggestion: suggestion ? `\${${suggestion}}` : undefined,
      },
      node,
    );
    return literal(sourceOf(node, scope));
  }
  if (!notAForm) checkCount(spec, words.length - 1, node, scope);
  if (fallback) checkFallback(fallback, spec, scope);
  const blocked = scope.catalog.unsupported.get(spec.variable);
  if (blocked?.includes(scope.input.platform)) {
    const label = platform(scope.input.platform).label;
    if (scope.catalog.literalOn.get(spec.variable)?.includes(scope.input.platform)) {
      report(scope, {kind: 'platform', severity: 'error', variable: spec.variable, message: `\${${spec.variable}} does not work on ${label}: the bot posts it in the reply exactly as typed.`}, node);
      return literal(sourceOf(node, scope));
    }
    report(
      scope,
      {kind: 'platform', severity: 'error', variable: spec.variable, message: `\${${spec.variable}} does not work on ${label}, and what the bot posts there is not documented; the preview leaves it empty.`},
      node,
    );
    return fallback ? evaluateFallback(fallback, scope) : literal('');
  }
  const cache = new Map<number, Value>();
  const call: Call = {
    // A field's alias (`channel.status`) runs as the field it gives (`channel.title`).
    name: spec.means ?? spec.name,
    typedName: name,
    variable: spec.variable,
    node,
    words: words.slice(1),
    arg: (index) => {
      const word = words[index + 1];
      if (!word) return literal('');
      const cached = cache.get(index) ?? evaluateWord(word, scope);
      cache.set(index, cached);
      return cached;
    },
    rest: (from) => joinValues(words.slice(from + 1).map((word) => {
      const value = evaluateWord(word, scope);
      return word.quote && freeTextVariables.has(spec.variable) ? {...value, text: `${word.quote}${value.text}${word.quote}`} : value;
    }), ' '),
    hasFallback: fallback !== null,
  };
  const handler = handlers[call.name] ?? handlers[spec.variable];
  // A variable with no behaviour here shows the sample its entry gives (src/preview/coverage.ts).
  const sample = scope.catalog.docs.get(spec.variable)?.preview?.sample;
  const value = handler ? handler(call, scope) : sample === undefined ? null : live(sample);
  const result = value ?? literal('');
  if (result.text.length > maxValueLength) {
    report(scope, {kind: 'bound', severity: 'error', variable: spec.variable, message: `This value grew past ${maxValueLength.toLocaleString('en')} characters; the preview cut it there.`}, node);
    return {...result, text: result.text.slice(0, maxValueLength)};
  }
  if (fallback && result.text === '' && !scope.silent) return evaluateFallback(fallback, scope);
  return result;
}

/** After `|`: plain text, printed as written, with any variables in it filled in. */
function evaluateFallback(nodes: ReplyNode[], scope: Scope): Value {
  return joinValues(evaluateNodes(nodes, scope));
}

/**
 * `${1|sender}` prints the word "sender": a fallback is text, never a variable's name (updates-2026c).
 * Said once, where the fallback is a lone name the preview knows.
 */
function checkFallback(nodes: readonly ReplyNode[], spec: NameSpec, scope: Scope): void {
  const only = nodes.length === 1 ? nodes[0] : undefined;
  const text = only?.kind === 'text' ? only.text.trim() : '';
  if (!only || !/^[a-z][\w.]*$/i.test(text) || !resolve(text, scope)) return;
  const hint = spec.variable === 'args' && text.toLowerCase() === 'sender' ? ' For the first word, or else the sender’s name, write `${touser}`.' : '';
  report(scope, {kind: 'fallback', severity: 'info', variable: spec.variable, message: `Text after \`|\` is printed as written, so this gives the word “${text}” when it falls back, not the value of \`\${${text}}\`.${hint}`}, only);
}

/** A spelling the bot does not have (a variable entry's `notForms`), with the form to write. */
function reportNotAForm(wrong: NotAForm & {variable: string}, node: VariableNode, scope: Scope): void {
  report(
    scope,
    {kind: 'unknown', severity: 'error', variable: wrong.variable, suggestion: wrong.instead, message: `\`${wrong.form}\` is not a form the bot has. ${wrong.why} Write \`${wrong.instead}\` instead.`},
    node,
  );
}

export function createScope(input: PreviewInput, env: PreviewEnvironment, catalog: Catalog = defaultCatalog()): Scope {
  const words = input.message.trim().split(/\s+/).filter(Boolean);
  return {catalog, input, env, diagnostics: [], effects: [], steps: 0, exhausted: false, silent: false, replacedBy: null, args: words.slice(1), source: input.reply, unlisted: 0};
}

let catalogCache: Catalog | null = null;
export function defaultCatalog(): Catalog {
  catalogCache ??= buildCatalog();
  return catalogCache;
}

/** Where a diagnostic about `variable` links to. */
export function variableLink(variable: string | undefined): string | undefined {
  if (!variable) return undefined;
  return pagelessVariables.has(variable) ? '/chatbot/variables' : `/chatbot/variables/${variable}`;
}

export function previewReply(input: PreviewInput, env: PreviewEnvironment, catalog?: Catalog): PreviewResult {
  const parsed = parseReply(input.reply);
  const scope = createScope(input, env, catalog);
  for (const diagnostic of parsed.diagnostics) report(scope, diagnostic, diagnostic);
  const evaluated = evaluateNodes(parsed.nodes, scope);
  const pieces = scope.replacedBy ? [scope.replacedBy] : evaluated;
  const silent = scope.silent;
  const text = silent ? '' : pieces.map((piece) => piece.text).join('');
  const action = silent ? null : checkChatAction(text, scope);
  if (!action) checkLength(text, scope);
  if (twitchOnlyLevels.has(input.level) && input.platform !== 'twitch') {
    const label = platform(input.platform).label;
    scope.diagnostics.push({kind: 'platform', severity: 'info', message: `The ${input.level.toUpperCase()} user level exists on Twitch only; a sender on ${label} has one of the other levels.`, start: 0, end: 0});
  }
  return {text, pieces: silent ? [] : pieces, silent, action, diagnostics: scope.diagnostics, unlisted: scope.unlisted, effects: scope.effects, steps: scope.steps};
}

function checkLength(text: string, scope: Scope): void {
  const target = platform(scope.input.platform);
  const length = characterCount(text);
  if (target.messageLimit !== null && length > target.messageLimit) {
    scope.diagnostics.push({
      kind: 'length',
      severity: 'error',
      message: `The reply is ${length.toLocaleString('en')} characters long; ${target.label} allows ${target.messageLimit} in one chat message.`,
      start: 0,
      end: scope.source.length,
    });
  }
}
