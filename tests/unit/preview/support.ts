/** Shared set-up for the reply preview's unit tests. */
import {defaultSamples, previewReply, seededRandom, type PreviewEnvironment, type PreviewInput, type PreviewResult, type Value} from '@site/src/preview';

export const fixedNow = new Date('2026-11-24T12:00:00Z');

export function testEnvironment(random: () => number = seededRandom(7)): PreviewEnvironment {
  return {counters: new Map(), random, now: () => fixedNow};
}

export function run(reply: string, overrides: Partial<PreviewInput> = {}, env = testEnvironment()): PreviewResult {
  return previewReply({reply, message: '!test', senderName: 'PixelPanda', level: 'everyone', platform: 'twitch', samples: defaultSamples(), ...overrides}, env);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for the reply's shape: its fixed text exactly, each live or sample value as any text. */
export function shapeOf(pieces: readonly Value[]): RegExp {
  return new RegExp(`^${pieces.map((piece) => (piece.live ? '[\\s\\S]*?' : escape(piece.text))).join('')}$`);
}
