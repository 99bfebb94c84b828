/** Bounds that keep any reply's evaluation short, whatever is typed. */
export const stepBudget = 10_000;
/** The longest text any one value may grow to (a `repeat` of a `repeat`, say). */
export const maxValueLength = 20_000;
/**
 * Problems listed at most; the rest are counted. A pasted reply with thousands of unknown names
 * would otherwise cost a suggestion search and a list item each, on every keystroke.
 */
export const maxDiagnostics = 50;
