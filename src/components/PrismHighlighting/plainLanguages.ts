/**
 * Code languages with nothing for Prism to colour. Read by the code block (renders them without
 * Prism) and by plugins/remark-prism-highlighting (does not wrap them), so both agree.
 */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'plaintext', 'plain']);
