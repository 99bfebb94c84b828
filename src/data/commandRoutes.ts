/** Where a default command's page lives; every chatbot page links commands through this. */
export function commandPath(command: string): string {
  return `/chatbot/commands/default/${command}`;
}
