/** Patterns with * as a wildcard, matched ignoring case (link lists, plain banned phrases). */
/** Escapes what a regular expression with the u flag treats as syntax (it refuses needless escapes such as \-). */
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression source for `pattern`, each * standing for `star`. */
export const wildcardSource = (pattern: string, star: string): string => pattern.split('*').map(escape).join(star);
