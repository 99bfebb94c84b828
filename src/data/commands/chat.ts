import type {ChatLine} from '@site/src/components/ChatExample';
import type {Platform} from './types';

/*
 * Short builders for chat transcripts, so the command data reads like a chat log.
 * Every name used in examples is made up for these docs.
 */
export const viewer = (name: string, text: string): ChatLine => ({role: 'viewer', name, text});
export const moderator = (name: string, text: string): ChatLine => ({role: 'moderator', name, text});
export const broadcaster = (text: string): ChatLine => ({role: 'broadcaster', name: streamer, text});
export const bot = (text: string): ChatLine => ({role: 'bot', text});

/** The made-up channel all examples take place in. */
export const streamer = 'CaptainCozy';
export const channelSlug = 'captaincozy';

export const allPlatforms: readonly Platform[] = ['twitch', 'youtube', 'kick'];
export const twitchOnly: readonly Platform[] = ['twitch'];
export const twitchAndKick: readonly Platform[] = ['twitch', 'kick'];
export const twitchAndYouTube: readonly Platform[] = ['twitch', 'youtube'];
