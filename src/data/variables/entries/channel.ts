import {defineVariable, exchange} from '../define';
import {durationNote} from '../shared';
import {channelFields} from '../phrases';

export default defineVariable({
  name: 'channel',
  summary: 'Facts about your channel: name, viewers, followers, subscribers, title, game and more.',
  syntax: [
    {form: '${channel}', meaning: 'Your channel’s name.'},
    {form: '${channel.<field>}', meaning: 'One fact about your channel; the fields are listed below.'},
    {form: '${channel.<field> <channel>}', meaning: 'The same fact about another channel, looked up on Twitch.'},
  ],
  parameters: [{name: '<channel>', required: false, meaning: 'Another channel to look up. Leave it out for your own.'}],
  output: 'Plain `${channel}` becomes the channel name. With a field after the dot, it becomes that fact instead.',
  fields: channelFields,
  examples: [
    exchange(
      'A stream summary in one command',
      '!command add !status ${channel.display_name} is live with ${channel.game} for ${channel.viewers} viewers, up for ${channel.uptime}.',
      {role: 'viewer', name: 'sunnyotter', text: '!status'},
      'MapleMoth is live with Stardew Valley for 214 viewers, up for 2 hours 30 mins.',
    ),
    exchange(
      'Thanking the community',
      '!command add !family Thank you to all ${channel.followers} followers and ${channel.subs} subscribers!',
      {role: 'viewer', name: 'sunnyotter', text: '!family'},
      'Thank you to all 15320 followers and 131 subscribers!',
    ),
  ],
  notes: [
    {kind: 'behaviour', text: 'While the channel is offline, `${channel.viewers}` and `${channel.uptime}` answer:', output: '<not live>'},
    {kind: 'behaviour', text: 'When no game or category is set, `${channel.game}` answers:', output: '<no game>'},
    {kind: 'behaviour', text: 'Naming another channel reads that channel on Twitch; on YouTube you get your own channel’s facts instead.'},
    {kind: 'behaviour', text: '`subs` and `subpoints` give 0 for any channel but your own.'},
    {kind: 'error', text: 'A channel name that does not exist gives:', output: '<error not_found>'},
    durationNote,
  ],
  platformNotes: ['Looking up another channel by name works on Twitch; on YouTube the variable answers with your own channel’s facts.'],
  relatedVariables: ['title', 'game', 'uptime', 'sender'],
  relatedCommands: ['uptime', 'setgame', 'settitle'],
  tags: ['variables', 'chatbot', 'channel', 'stream-info'],
});
