/** The longest query search takes (the spec's limit): the dialog's box holds no more, and longer text from an address or a paste is cut to it. */
export const MAX_QUERY_CHARS = 64;
