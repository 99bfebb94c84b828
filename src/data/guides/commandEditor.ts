/**
 * The dashboard's custom command editor, named once for every guide that has the reader fill it in:
 * where it is, its fields and its save button (updates-2026c: new_pages.guides and
 * missing /chatbot/gettingstarted/commands). The rest of the site says "Chatbot › Chat Commands" for
 * the command pages of the dashboard, so the guides do too.
 */
export const commandEditor = {
  place: 'Chatbot › Chat Commands',
  tab: 'Custom commands',
  addButton: 'Add new command',
  name: 'Command name',
  userLevel: 'User level',
  response: 'Response',
  advanced: 'Advanced settings',
  userCooldown: 'User cooldown',
  aliases: 'Command aliases',
  saveButton: 'Activate command',
} as const;
