/**
 * What the page and the widget frame agree on. The frame is its own document, so a page from one
 * build can meet a frame from the next: the frame says which protocol it speaks in its hello.
 */
export const FRAME_PROTOCOL = 3;

/** Where the frame's document is served (plugins/site-files writes it; the host adds its policy). */
export const FRAME_PATH = '/widget-frame';

/** The built file behind FRAME_PATH. It is not a page: page-wide build steps skip it. */
export const FRAME_FILE = 'widget-frame.html';

/** How often the frame sends the console lines collected since its last batch. */
export const FLUSH_MS = 100;
/** Lines forwarded per batch; the page is told how many more were logged. */
export const LINES_PER_FLUSH = 100;
/** Longest console line forwarded, in characters. */
export const MAX_LINE_LENGTH = 5000;

/**
 * `SE_API.store.set` calls a second the playground takes (it refuses the rest), and the text each
 * refusal carries. The frame refuses them itself, so a loop's extra calls never reach the page: the
 * page pays for every message it receives (each arrives as a copy it must read), and a loop of big
 * values from a timer kept a loaded page busy for minutes. The page refuses them too, for messages
 * that do not come from the runtime.
 */
export const STORE_WRITES_PER_SECOND = 10;
export const STORE_WRITE_REFUSED = `SE_API.store.set: more than ${STORE_WRITES_PER_SECOND} writes a second; the playground refused this one (so that a loop cannot fill the browser's storage).`;
/**
 * A widget that keeps calling `SE_API.store.set` more than this many times a second (twice what the
 * store takes), for FLOOD_SECONDS seconds in a row, is stopped. The frame counts its own calls in
 * its own time and says so on the heartbeat's port, which no flood of messages can hold up.
 */
export const STORE_FLOOD_PER_SECOND = 2 * STORE_WRITES_PER_SECOND;
/** How many seconds in a row a flood must last before the widget is stopped (a burst is fine). */
export const FLOOD_SECONDS = 3;
