import type {Cooldown} from './types';

const seconds = (count: number): string => `${count} second${count === 1 ? '' : 's'}`;

/** A cooldown in words, e.g. "15 seconds per viewer and 3 seconds for the whole chat." plus its note. */
export function cooldownText({perUserSeconds, globalSeconds, note}: Cooldown): string {
  const parts = [
    perUserSeconds !== undefined && `${seconds(perUserSeconds)} per viewer`,
    globalSeconds !== undefined && `${seconds(globalSeconds)} for the whole chat`,
  ].filter((part): part is string => part !== false);
  const figures = parts.length > 0 ? `${parts.join(' and ')}.` : '';
  const sentence = figures.charAt(0).toUpperCase() + figures.slice(1);
  return [sentence, note].filter(Boolean).join(' ');
}

/** What the header says for a command a new channel starts with switched off. */
export const offByDefaultText = 'Switched off: turn it on among the default commands in the dashboard before anyone can use it.';
