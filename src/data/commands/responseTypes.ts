/**
 * How a custom command's response reaches chat: the editor's Response Type drop-down, and the values
 * of !command's -type option (updates-2026c, missing /chatbot/gettingstarted/commands).
 */
export interface ResponseType {
  /** As the drop-down shows it. */
  name: string;
  /** As -type takes it. */
  value: string;
  does: string;
}

export const responseTypes: readonly ResponseType[] = [
  {name: 'Say', value: 'say', does: 'Posts the response as an ordinary chat message. This is the default.'},
  {name: 'Mention', value: 'mention', does: 'Puts an @, the name of whoever ran the command and a comma in front of the response.'},
  {
    name: 'Reply',
    value: 'reply',
    does: 'Sends the response as a native reply to whoever ran the command; on a platform without native replies it falls back to Mention.',
  },
  {name: 'Whisper', value: 'whisper', does: 'Sends the response as a whisper to whoever ran the command.'},
];
