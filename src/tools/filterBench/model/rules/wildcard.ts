/** Patterns with * as a wildcard, matched ignoring case (link lists, plain banned phrases). */
/** Escapes what a regular expression with the u flag treats as syntax (it refuses needless escapes such as \-). */
export const escapeForExpression = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression source for `pattern`, each * standing for `star`. */
export const wildcardSource = (pattern: string, star: string): string => pattern.split('*').map(escapeForExpression).join(star);

/**
 * Whether `text` is `pattern` whole, each * standing for any run of characters (none included).
 * Matched by walking both once, going back only to the last * seen: a regular expression such as
 * `^a.*a.*a.*b$` retries every way of splitting a long text between its stars and took seconds.
 */
export function globMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (pattern[p] === '*') p++;
  return p === pattern.length;
}
