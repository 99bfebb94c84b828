/**
 * What the variables cheat sheet (/chatbot/variables/cheat-sheet) needs beyond the variable entries:
 * the rules every variable follows, and a few per-form and per-field facts the entries do not carry
 * (updates-2026c, new_pages.chatbot.variables_cheat_sheet). Everything else on the cheat sheet is
 * read from the entries themselves, so it follows them when they change.
 */

/** A rule that holds for every variable, with one example in the site's `${…}` spelling. */
export interface SyntaxRule {
  /** Backticks mark code. */
  rule: string;
  example: string;
}

export const syntaxRules: readonly SyntaxRule[] = [
  {rule: 'The bot reads `$(…)` and `${…}` alike; the two spellings can be mixed in one reply.', example: '$(sender) rolled ${random 1-6}'},
  {
    rule: 'A variable can sit inside another. The inner one is filled in first, and its result becomes part of the outer one.',
    example: '${customapi https://api.example.com/lookup?term=${queryescape ${1:}}}',
  },
  {rule: 'A value made of several words goes between single quotes, double quotes or backticks.', example: "${random.pick 'deep sea' 'high orbit' 'lava caves'}"},
  {rule: 'Text after a pipe (`|`) is used when the variable comes out empty.', example: '${1|everyone}'},
];

/**
 * A fact about one syntax form (`${random.emote}`) or one field (`user.lastseen`) of a variable that
 * its entry does not state; the cheat sheet shows it beside that form or field.
 * tests/unit/chatbot/cheatSheet.test.ts checks that each one still names a form or field of its variable.
 */
export interface CheatSheetAddition {
  variable: string;
  /** A syntax form exactly as the entry writes it, or a field name. */
  target: string;
  /** Backticks mark code. */
  text: string;
}

const notFound = (variable: 'user' | 'sender'): CheatSheetAddition[] => [
  {variable, target: `${variable}.lastseen`, text: 'Gives `<not found>` when the bot has never seen them.'},
  {variable, target: `${variable}.lastactive`, text: 'Gives `<not found>` when it is not known.'},
];

export const cheatSheetAdditions: readonly CheatSheetAddition[] = [
  ...notFound('sender'),
  ...notFound('user'),
  {variable: 'random', target: '${random.emote}', text: 'Picked from the channel’s BTTV, FFZ and 7TV emotes, or a global emote.'},
];
