/** Where variable pages live, and how the site names them; light enough for a page to import without the whole collection. */
export const variablesPath = '/chatbot/variables';

export function variablePath(name: string): string {
  return `${variablesPath}/${name}`;
}

/**
 * Pages whose subject is a family of tokens, not a variable named like the route: the route stays
 * (spec/routes.txt) and the page is called by what it covers. /chatbot/variables/args covers the
 * argument tokens (`${1}`, `${1:}`, …); the bot has no variable called `args` (updates-2026c).
 */
const familyPages: Readonly<Record<string, string>> = {args: 'argument tokens'};

/** A variable page's title: `${time}`, or the family's name ("Argument tokens"). */
export function variableTitle(name: string): string {
  const family = familyPages[name];
  return family ? family.charAt(0).toUpperCase() + family.slice(1) : `\${${name}}`;
}

/** How running text and captions name it: `${time}`, or "the argument tokens". */
export function variableMention(name: string): string {
  const family = familyPages[name];
  return family ? `the ${family}` : `\${${name}}`;
}

/** How a list of bare names shows it (the variables table): `time`, or "argument tokens". */
export function variableRowName(name: string): string {
  return familyPages[name] ?? name;
}

/** True for a page whose title is not the `${name}` it is routed by. */
export const isFamilyPage = (name: string): boolean => name in familyPages;
