/** The previewer's form state, its starting values, and how a worked example fills it. */
import type {ChatLine} from '@site/src/components/ChatExample';
import {userLevelIds, type UserLevelId} from '@site/src/data/userLevels';
import {getVariable, type WorkedExample} from '@site/src/data/variables';
import {parseCommandLines} from '../chatCommand';
import type {CommandAction} from '../chatCommand';
import {isPlatformId, type PlatformId} from '../platforms';
import {defaultSamples, editableSamples, type EditableSample, type SampleValues} from '../samples';

/**
 * The form. The command's name is not a field of its own: it is the chat message's first word, so
 * what the preview runs and what "Copy as chat command" copies name the same command.
 */
export interface Draft {
  action: CommandAction;
  reply: string;
  message: string;
  senderName: string;
  level: string;
  platform: string;
  samples: Partial<Record<EditableSample, string>>;
}

const roleLevels: Record<Exclude<ChatLine['role'], 'bot'>, UserLevelId> = {viewer: 'everyone', moderator: 'moderator', broadcaster: 'broadcaster'};

/** The longest text each field keeps; a paste beyond is cut, with a message saying so. */
export const FIELD_LIMITS = {
  /** Far above any chat's limit (Twitch allows 500), with room for a long reply pasted to be checked. */
  reply: 100_000,
  message: 2_000,
  sender: 200,
  sample: 10_000,
  /** A pasted `!command add` line: a reply at its limit and the words before it. */
  chatLine: 100_500,
} as const;

export const starterDraft = (): Draft => ({
  action: 'add',
  reply: '${sender} gives ${touser} a warm hug! Hugs so far: ${count hugs}',
  message: '!hug @Luna',
  senderName: 'PixelPanda',
  level: 'everyone',
  platform: 'twitch',
  samples: {},
});

/** The example's first chat line that runs a command, with that command's reply. */
export function draftFromExample(example: WorkedExample, base: Draft = starterDraft()): Draft {
  const commands = parseCommandLines(example.setup);
  const line = example.lines.find((entry) => entry.role !== 'bot' && entry.text.startsWith('!'));
  const name = line?.text.trim().split(/\s+/)[0]?.slice(1).toLowerCase() ?? '';
  const reply = commands.get(name) ?? [...commands.values()][0] ?? '';
  const role = line && line.role !== 'bot' ? line.role : 'viewer';
  return {...base, action: 'add', reply, message: line?.text ?? (name ? `!${name}` : base.message), senderName: line?.name ?? base.senderName, level: roleLevels[role]};
}

export function initialDraft(variable: string | undefined): Draft {
  const example = variable ? getVariable(variable).examples[0] : undefined;
  return example ? draftFromExample(example) : starterDraft();
}

export const levelOf = (draft: Draft): UserLevelId => (userLevelIds.find((id) => id === draft.level) ?? 'everyone');
export const platformOf = (draft: Draft): PlatformId => (isPlatformId(draft.platform) ? draft.platform : 'twitch');

export function samplesOf(draft: Draft): SampleValues {
  const samples = defaultSamples();
  for (const {key} of editableSamples) {
    const value = draft.samples[key];
    if (typeof value === 'string') samples[key] = value;
  }
  return samples;
}
