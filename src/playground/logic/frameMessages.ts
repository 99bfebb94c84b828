/**
 * Reads what the widget frame posts to the page. The frame runs the visitor's code, which can post
 * anything, so every field is checked and coerced here, and nothing in a message can throw later.
 */
import {FRAME_PROTOCOL, LINES_PER_FLUSH} from '../frame/protocol';

export const consoleLevels = ['log', 'info', 'warn', 'error', 'debug', 'blocked'] as const;
export type ConsoleLevel = (typeof consoleLevels)[number];

export interface ForwardedLine {
  level: ConsoleLevel;
  text: string;
}

export type FrameMessage =
  | {type: 'hello'; protocol: number}
  | {type: 'boot' | 'ready'; run: number}
  | {type: 'pong'; run: number}
  /** The frame counted a flood of its own calls (only `SE_API.store.set` is counted there). */
  | {type: 'flood'; run: number; reason: 'store'}
  | {type: 'console'; run: number; lines: ForwardedLine[]; suppressed: number}
  | {type: 'api'; run: number; id: number; method: string; args: unknown[]};

/** Longest text kept from one forwarded line (the runtime already cuts longer ones). */
const MAX_TEXT = 10_000;

/** Any value as bounded text; never throws (a BigInt, a cyclic array, a Symbol-free clone all work). */
export function asText(value: unknown, max = MAX_TEXT): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else if (value === null || value === undefined) text = '';
  else {
    try {
      text = JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item)) ?? '';
    } catch {
      text = '[a value that cannot be shown]';
    }
  }
  return text.length > max ? `${text.slice(0, max)} …` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

function readLines(value: unknown): {lines: ForwardedLine[]; dropped: number} {
  if (!Array.isArray(value)) return {lines: [], dropped: 0};
  const lines = value.slice(0, LINES_PER_FLUSH).map((item): ForwardedLine => {
    const line: Record<string, unknown> = isRecord(item) ? item : {text: item};
    const level = (consoleLevels as readonly unknown[]).includes(line.level) ? (line.level as ConsoleLevel) : 'log';
    return {level, text: asText(line.text)};
  });
  return {lines, dropped: value.length - lines.length};
}

/** The message as the page may use it, or null when it is none of the frame's messages. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  if (data.type === 'hello') return {type: 'hello', protocol: typeof data.protocol === 'number' ? data.protocol : 0};
  if (typeof data.run !== 'number') return null;
  const run = data.run;
  switch (data.type) {
    case 'boot':
    case 'ready':
    case 'pong':
      return {type: data.type, run};
    case 'flood':
      return data.reason === 'store' ? {type: 'flood', run, reason: 'store'} : null;
    case 'console': {
      const {lines, dropped} = readLines(data.lines);
      return {type: 'console', run, lines, suppressed: count(data.suppressed) + dropped};
    }
    case 'api':
      return {type: 'api', run, id: typeof data.id === 'number' ? data.id : 0, method: asText(data.method, 100), args: Array.isArray(data.args) ? data.args : []};
    default:
      return null;
  }
}

export const speaksOurProtocol = (message: {protocol: number}): boolean => message.protocol === FRAME_PROTOCOL;
