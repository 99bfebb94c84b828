/**
 * Chat actions a reply can send instead of a message. The facts name one: Twitch's `/commercial
 * <seconds>`, which starts an ad break when the bot is an Editor of the channel (the run-ads guide,
 * src/data/guides/run-ads.ts, holds the action, the lengths Twitch accepts and the roles page). A
 * chatter cannot smuggle one in: the argument tokens drop a leading `/` from every word typed.
 */
import {adLengthsSeconds, commercialAction, twitchRolesUrl} from '@site/src/data/guides/run-ads';
import {platform} from './platforms';
import type {Scope} from './scope';

/** The action, as the bot posts it; null when the reply is a plain message. */
export function checkChatAction(text: string, scope: Scope): string | null {
  const trimmed = text.trim();
  const [word, length, ...rest] = trimmed.split(/\s+/);
  if (word !== commercialAction) return null;
  const at = {start: 0, end: scope.source.length};
  const target = platform(scope.input.platform);
  if (target.id !== 'twitch') {
    scope.diagnostics.push({
      kind: 'platform',
      severity: 'warning',
      message: `${commercialAction} is a Twitch action; what the bot does with it on ${target.label} is not documented, so the preview shows it as a message.`,
      ...at,
    });
    return null;
  }
  const lengths = adLengthsSeconds.join(', ');
  const seconds = Number(length);
  if (length === undefined || !(adLengthsSeconds as readonly number[]).includes(seconds) || rest.length > 0) {
    scope.diagnostics.push({
      kind: 'value',
      severity: 'error',
      message: `${commercialAction} needs one ad length in seconds after it, one of ${lengths}; what the bot does with ${length === undefined ? 'none' : `\`${trimmed.slice(word.length).trim()}\``} is not documented.`,
      ...at,
    });
    return trimmed;
  }
  scope.effects.push(`A ${seconds}-second ad break starts on Twitch. The bot needs the Editor role on your channel (${twitchRolesUrl}), or no ad runs.`);
  return trimmed;
}
