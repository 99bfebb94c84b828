/** Facts several variable entries share, written once. */
import type {Note, WhereItWorks} from './types';

/** "$(user), $(game) and $(redeem) do not work on YouTube" (updates-2026): they work on Twitch and Kick. */
export const notOnYouTube: Pick<WhereItWorks, 'platforms' | 'platformNotes'> = {
  platforms: ['twitch', 'kick'],
  platformNotes: ['Does not work on YouTube.'],
};

/** How lengths of time read wherever a variable prints one (updates-2026b, durations). */
export const durationNote: Note = {
  kind: 'behaviour',
  text: 'Lengths of time are written in short words (secs, mins, hours, days, months, years), such as `7 mins 40 secs` or `3 hours 5 mins`; the smaller units drop off as the larger ones appear.',
};
