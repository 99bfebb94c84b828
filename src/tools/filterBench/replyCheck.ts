/**
 * What the reply preview asks the bench (src/preview/ui/FilterCheck.tsx loads this on its own, once
 * the preview is open): would a viewer who posts a command's reply be caught under the filters'
 * starting settings, and which bench link opens that reply there. A reply with many emotes, shouting
 * or a long paragraph is what viewers copy into chat. `reply` is the answer as chat carries it, on
 * one line (the bench reads each line of a log as a message).
 */
import type {Platform} from '@site/src/data/platforms';
import {parseLog} from './model/chatLog';
import {startingDraft, type BenchDraft} from './model/draft';
import {evaluateLines} from './model/evaluate';
import {shareLink} from './model/share';
import {headline} from './ui/describe';
import tool from './tool.json';

const SENDER = 'viewer';

/** The bench as the preview opens it: the starting settings, and the reply as a viewer's line on the preview's platform. */
export function replyDraft(reply: string, platform: Platform): BenchDraft {
  const draft = startingDraft(`${SENDER}: ${reply}`);
  return {...draft, senders: {[SENDER]: {level: 'everyone', platform}}, fallback: {...draft.fallback, platform}};
}

/** The bench's verdict in words ("Caught by Emotes: …") when a filter catches the reply, else null. */
export function replyVerdict(reply: string, platform: Platform): string | null {
  if (reply.trim() === '') return null;
  const draft = replyDraft(reply, platform);
  const {lines} = parseLog(draft.log, {senders: draft.senders, fallback: draft.fallback, spacingSeconds: draft.spacingSeconds});
  const [result] = evaluateLines(lines, draft.settings).results;
  return result?.applied ? headline(result) : null;
}

/** The share link that opens the bench with the reply, on this site's address. */
export const replyBenchLink = (reply: string, platform: Platform, origin: string): Promise<string> =>
  shareLink(replyDraft(reply, platform), new URL(tool.page, origin).href);
