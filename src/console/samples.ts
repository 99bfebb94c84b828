/**
 * Sample messages for the simulator: each topic's documented examples in a fresh envelope (new
 * ULID, current time, the chosen room), so every one of them matches the topic's schema.
 */
import type {Topic} from '../data/topics/types';
import type {ServerMessage} from './protocol';

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID: 48 bits of milliseconds and 80 random bits, in Crockford base 32. */
export function ulid(now: number, random: () => number = Math.random): string {
  let time = '';
  let rest = Math.floor(now);
  for (let index = 0; index < 10; index += 1) {
    time = crockford[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  let tail = '';
  for (let index = 0; index < 16; index += 1) tail += crockford[Math.floor(random() * 32)];
  return time + tail;
}

/** RFC 3339 without milliseconds, like the gateway's `ts`. */
export const rfc3339 = (now: number): string => new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The `n`th sample of a topic (cycling through its examples) as the text a socket delivers;
 * undefined when the docs show none. The example's data is written out as it is, not copied first:
 * nothing keeps the object, and a burst of thousands spent much of its time copying it.
 */
export function sampleFrame(topic: Topic, room: string, n: number, now: number): string | undefined {
  if (topic.examples.length === 0) return undefined;
  const example = topic.examples[n % topic.examples.length]!;
  const message: ServerMessage = {id: ulid(now), ts: rfc3339(now), type: 'message', topic: topic.name, room, data: example.data};
  return JSON.stringify(message);
}
