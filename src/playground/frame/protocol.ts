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
