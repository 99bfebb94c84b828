/** The site-wide files for language models: a list of every page, and every page in one file. */
export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';
