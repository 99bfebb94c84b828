/**
 * Putting an overlay into broadcast software (OBS Studio, XSplit): the browser source's settings and
 * the oldest XSplit that loads overlays. /overlays/broadcast-software, /overlays/chat-widget and
 * /overlays/troubleshooting all read these.
 */

/** The browser source for an overlay of the default resolution. */
export const browserSource = {width: 1920, height: 1080, frameRates: [30, 60]} as const;

/** Older XSplit versions bring a browser engine (CEF) too old to load overlays. */
export const xsplitMinimumVersion = '4.5.2306.2701';
