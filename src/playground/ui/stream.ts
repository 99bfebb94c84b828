/** "Play a short stream": a realistic mix of events, by catalogue id, with changes to their samples. */
export const streamScript: readonly {id: string; at: number; change?: Record<string, unknown>}[] = [
  {id: 'follower-latest', at: 0},
  {id: 'message', at: 800},
  {id: 'tip-latest', at: 1600},
  {id: 'message', at: 2400, change: {data: {text: 'what a tip!', nick: 'dune_walker', displayName: 'Dune_Walker', userId: '5522001', msgId: 'stream-msg-2', channel: 'lanternfish_live', time: 1767225660000, isAction: false, displayColor: null, badges: [], emotes: [], tags: {}}}},
  {id: 'subscriber-latest~gift', at: 3200},
  {id: 'cheer-latest', at: 4000},
  {id: 'delete-message', at: 4800, change: {msgId: 'stream-msg-2'}},
  {id: 'raid-latest', at: 5600},
  {id: 'follower-latest', at: 6400, change: {name: 'late_lark'}},
];
