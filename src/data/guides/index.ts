/**
 * The chatbot guides, in the order the guides index lists them: first the four the provider's own
 * guides index names, then the two it has pages for but does not list (updates-2026c: new_pages.guides).
 */
import botDetection from './bot-detection';
import countdownCommand from './countdown-command';
import deathCounter from './death-counter';
import lurkCommand from './lurk-command';
import runAds from './run-ads';
import viewerInput from './viewer-input';
import type {Guide} from './types';

export type * from './types';
export {commandEditor} from './commandEditor';

export const guides: readonly Guide[] = [deathCounter, lurkCommand, countdownCommand, viewerInput, runAds, botDetection];

export const guidesPath = '/chatbot/guides';

export const guidePath = (slug: string): string => `${guidesPath}/${slug}`;
