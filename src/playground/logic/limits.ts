/**
 * The playground's limits by size. Each is far above what a real widget needs and far below what
 * would hold the page: a widget's code in the editors, the draft and a shared link share one
 * budget, and what a widget sends the page is measured as it arrives. Each refusal names its limit.
 */
export const PLAYGROUND_LIMITS = {
  /** Characters in one editor (HTML, CSS, JS or Fields). */
  fileChars: 500_000,
  /** Characters in an event's payload editor. */
  payloadChars: 100_000,
  /** Characters of JSON for the whole widget: the saved draft, and a shared link once inflated. */
  widgetChars: 1_000_000,
  /** Characters of JSON one field value may take (from the form, `SE_API.setField`, a draft or a link). */
  fieldValueChars: 50_000,
  /** Levels of nesting in any JSON the playground reads (Fields, payloads, values). */
  jsonDepth: 32,
  /** Size of one message from the widget frame; the runtime's own largest (a console batch) is half of it. */
  messageChars: 1_000_000,
  /**
   * Size of all the widget frame's messages in any one second; past it the widget is stopped. The
   * page reads this much in a few milliseconds; a widget writing SE_API.store in a loop stays
   * under it (and meets the store's own limits), a stream of 50 MB messages does not.
   */
  charsPerSecond: 16_000_000,
  /** Messages from the widget frame in any one second; past it the widget is stopped at once. */
  messagesPerSecondNow: 1_000,
} as const;
