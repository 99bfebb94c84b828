/** Where variable pages live; light enough for a page to import without the whole collection. */
export const variablesPath = '/chatbot/variables';

export function variablePath(name: string): string {
  return `${variablesPath}/${name}`;
}
