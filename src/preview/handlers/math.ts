/**
 * ${math "<expression>"}: a small, safe reader for the expressions the math page documents
 * (+ - * / ^ %, brackets, round floor ceil log sin cos random, pi and e, > < >= <= == !=).
 * No eval; recursion is bounded by `maxDepth`. Numbers print like math.js: at most 14 digits.
 */
import {literal, live, report} from '../scope';
import type {Handler} from './shared';

type Result = number | boolean;
const maxDepth = 64;

const functions: Record<string, {arity: [number, number]; run: (args: number[], random: () => number) => number}> = {
  round: {arity: [1, 2], run: ([x = NaN, digits = 0]) => Math.round(x * 10 ** digits) / 10 ** digits},
  floor: {arity: [1, 1], run: ([x = NaN]) => Math.floor(x)},
  ceil: {arity: [1, 1], run: ([x = NaN]) => Math.ceil(x)},
  log: {arity: [1, 2], run: ([x = NaN, base]) => (base === undefined ? Math.log(x) : Math.log(x) / Math.log(base))},
  sin: {arity: [1, 1], run: ([x = NaN]) => Math.sin(x)},
  cos: {arity: [1, 1], run: ([x = NaN]) => Math.cos(x)},
  random: {arity: [0, 2], run: ([min = 0, max = 1], random) => min + random() * (max - min)},
};
const constants: Record<string, number> = {pi: Math.PI, e: Math.E};

class MathError extends Error {}

function tokenize(expression: string): string[] {
  const tokens = expression.match(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+|[A-Za-z_]\w*|==|!=|>=|<=|[-+*/^%(),<>]|\S/g) ?? [];
  const bad = tokens.find((token) => !/^(?:[\d.]|[A-Za-z_]|==|!=|>=|<=|[-+*/^%(),<>]$)/.test(token));
  if (bad) throw new MathError(`the character \`${bad}\` has no meaning in an expression`);
  return tokens;
}

export function evaluateExpression(expression: string, random: () => number): {value: Result; usedRandom: boolean} {
  const tokens = tokenize(expression);
  let position = 0;
  let depth = 0;
  let usedRandom = false;
  const peek = () => tokens[position];
  const take = (expected?: string) => {
    const token = tokens[position];
    if (expected !== undefined && token !== expected) throw new MathError(token === undefined ? `\`${expected}\` is missing at the end` : `expected \`${expected}\` but found \`${token}\``);
    position += 1;
    return token;
  };
  const num = (value: Result): number => (typeof value === 'boolean' ? Number(value) : value);

  function comparison(): Result {
    const left = sum();
    const op = peek();
    if (op === '>' || op === '<' || op === '>=' || op === '<=' || op === '==' || op === '!=') {
      take();
      const a = num(left);
      const b = num(sum());
      return op === '>' ? a > b : op === '<' ? a < b : op === '>=' ? a >= b : op === '<=' ? a <= b : op === '==' ? a === b : a !== b;
    }
    return left;
  }
  function sum(): Result {
    let value = product();
    while (peek() === '+' || peek() === '-') value = take() === '+' ? num(value) + num(product()) : num(value) - num(product());
    return value;
  }
  function product(): Result {
    let value = unary();
    while (peek() === '*' || peek() === '/' || peek() === '%') {
      const op = take();
      const right = num(unary());
      value = op === '*' ? num(value) * right : op === '/' ? num(value) / right : num(value) % right;
    }
    return value;
  }
  function unary(): Result {
    if (peek() === '-') {
      take();
      return -num(unary());
    }
    if (peek() === '+') take();
    return power();
  }
  function power(): Result {
    const base = atom();
    if (peek() === '^') {
      take();
      return num(base) ** num(unary());
    }
    return base;
  }
  function atom(): Result {
    depth += 1;
    if (depth > maxDepth) throw new MathError(`brackets are nested more than ${maxDepth} deep`);
    try {
      const token = take();
      if (token === undefined) throw new MathError('the expression ends too early');
      if (token === '(') {
        const value = comparison();
        take(')');
        return value;
      }
      if (/^[\d.]/.test(token)) return Number(token);
      const name = token.toLowerCase();
      const fn = functions[name];
      if (peek() === '(' && fn) {
        take('(');
        const args: number[] = [];
        if (peek() !== ')') {
          args.push(num(comparison()));
          while (peek() === ',') {
            take();
            args.push(num(comparison()));
          }
        }
        take(')');
        const {arity, run} = fn;
        if (args.length < arity[0] || args.length > arity[1]) throw new MathError(`${name}() takes ${arity[0] === arity[1] ? arity[0] : `${arity[0]} to ${arity[1]}`} values`);
        if (name === 'random') usedRandom = true;
        return run(args, random);
      }
      const constant = constants[name];
      if (constant !== undefined) return constant;
      throw new MathError(`\`${token}\` is not a function or constant the math page lists`);
    } finally {
      depth -= 1;
    }
  }

  if (tokens.length === 0) throw new MathError('the expression is empty');
  const value = comparison();
  if (position < tokens.length) throw new MathError(`\`${tokens[position]}\` is left over at the end`);
  return {value, usedRandom};
}

export function formatNumber(value: Result): string {
  if (typeof value === 'boolean') return String(value);
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Infinity' : '-Infinity';
  return String(Number(value.toPrecision(14)));
}

const math: Handler = (call, scope) => {
  const expression = call.arg(0);
  try {
    const {value, usedRandom} = evaluateExpression(expression.text, scope.env.random);
    const text = formatNumber(value);
    return expression.live || usedRandom ? live(text) : literal(text);
  } catch (error) {
    if (!(error instanceof MathError)) throw error;
    report(scope, {kind: 'value', severity: 'error', variable: 'math', message: `\${math} cannot work out \`${expression.text}\`: ${error.message}.`}, call.node);
    return literal('');
  }
};

export const mathHandlers: Record<string, Handler> = {math};
