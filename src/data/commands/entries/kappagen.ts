import {needs} from '../requirements';
import {moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'kappagen',
  summary: 'Sets off an emote explosion on your overlay through the Kappagen widget.',
  userLevel: 'moderator',
  levelNote: 'The Kappagen widget’s settings also decide who may use it.',
  aliases: ['!emotesplosion'],
  syntax: ['!kappagen'],
  arguments: [],
  cooldown: {note: 'Set in the Kappagen widget’s settings.'},
  cost: 'Set in the Kappagen widget’s settings.',
  needs: [needs.kappagen],
  platforms: twitchOnly,
  examples: [{title: 'A moderator sets it off', lines: [moderator('ModMira', '!kappagen')]}],
  edgeCases: [],
  relatedCommands: ['emotes', 'alerts'],
};

export default entry;
