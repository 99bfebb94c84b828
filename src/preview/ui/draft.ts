/** The previewer's form state, its starting values, and how a worked example fills it. */
import type {ChatLine} from '@site/src/components/ChatExample';
import {userLevelIds, type UserLevelId} from '@site/src/data/userLevels';
import {getVariable, type WorkedExample} from '@site/src/data/variables';
import {parseCommandLines} from '../chatCommand';
import type {CommandAction} from '../chatCommand';
import {isPlatformId, type PlatformId} from '../platforms';
import {defaultSamples, editableSamples, type EditableSample, type SampleValues} from '../samples';

export interface Draft {
  name: string;
  action: CommandAction;
  reply: string;
  message: string;
  senderName: string;
  level: string;
  platform: string;
  samples: Partial<Record<EditableSample, string>>;
}

const roleLevels: Record<Exclude<ChatLine['role'], 'bot'>, UserLevelId> = {viewer: 'everyone', moderator: 'moderator', broadcaster: 'broadcaster'};

export const starterDraft = (): Draft => ({
  name: 'hug',
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
  return {...base, name: name || base.name, action: 'add', reply, message: line?.text ?? base.message, senderName: line?.name ?? base.senderName, level: roleLevels[role]};
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
