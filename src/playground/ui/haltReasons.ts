/** Why the playground stopped a widget by itself, in the words the preview and the console show. */
import {FLOOD_SECONDS, STORE_FLOOD_PER_SECOND} from '../frame/protocol';
import {PLAYGROUND_LIMITS} from '../logic/limits';
import {STORE_LIMITS} from '../logic/store';
import {sizeText} from '@site/src/tools/values';

const number = (value: number) => value.toLocaleString('en');

/** A widget that keeps this up for `seconds` seconds in a row is stopped. */
export const FLOOD = {
  linesPerSecond: 2000,
  messagesPerSecond: 250,
  /**
   * Past it a widget is only collecting refusals (the frame counts its own calls: see
   * STORE_FLOOD_PER_SECOND in ../frame/protocol).
   */
  storeWritesPerSecond: STORE_FLOOD_PER_SECOND,
  seconds: FLOOD_SECONDS,
} as const;

export type HaltReason = 'lines' | 'messages' | 'store' | 'burst' | 'chars' | 'broken' | 'outdated' | 'left';

export const haltReasons: Record<HaltReason, string> = {
  lines: `The playground stopped the widget: it logged more than ${number(FLOOD.linesPerSecond)} lines a second for ${FLOOD.seconds} seconds, which would slow this page down. Look for console calls in a timer or a loop, then run it again.`,
  messages: `The playground stopped the widget: it sent the page more than ${number(FLOOD.messagesPerSecond)} messages a second (SE_API calls or its own postMessage) for ${FLOOD.seconds} seconds, which would slow this page down. Look for SE_API calls in a timer or a loop, then run it again.`,
  store: `The playground stopped the widget: it called SE_API.store.set more than ${number(FLOOD.storeWritesPerSecond)} times a second for ${FLOOD.seconds} seconds, while the playground takes ${number(STORE_LIMITS.writesPerSecond)} writes a second and refuses the rest. Look for SE_API.store.set in a timer or a loop, then run it again.`,
  burst: `The playground stopped the widget: it sent the page more than ${number(PLAYGROUND_LIMITS.messagesPerSecondNow)} messages within one second (SE_API calls or its own postMessage), which would hold this page up. Look for SE_API calls or postMessage in a loop, then run it again.`,
  chars: `The playground stopped the widget: it sent the page more than ${sizeText(PLAYGROUND_LIMITS.charsPerSecond)} of messages within one second (the page reads at most ${sizeText(PLAYGROUND_LIMITS.messageChars)} per message), which would hold this page up. Look for large values sent in a loop, then run it again.`,
  broken: 'The widget frame did not start: its document could not be loaded (are you offline?). Check your connection, then run the widget again.',
  left: 'The playground stopped the widget: it navigated or reloaded its own frame (a change of location, a reload or a link), so the frame no longer holds the playground’s runtime. A frame can always navigate itself, and the address it goes to can carry data out: run only code you trust. Run the widget again to start over.',
  outdated: 'The site was updated while this page was open, and its widget frame no longer matches the page. Reload the page to use the new version.',
};
