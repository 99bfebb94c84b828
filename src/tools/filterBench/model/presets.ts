/**
 * What the bench opens with on each filter's page: a few invented chat lines that show the filter
 * acting and letting a line through, with the senders' levels. On the filters page, lines that
 * touch several filters.
 */
import type {Sender} from './chatLog';
import type {FilterId} from './types';

export interface Preset {
  log: string;
  senders: Record<string, Sender>;
}

const viewer = (platform: Sender['platform'] = 'twitch'): Sender => ({level: 'everyone', platform});
const mod: Sender = {level: 'moderator', platform: 'twitch'};

const paragraphText =
  'okay so here is my full review of tonight: the first boss was fair, the second one had that annoying shield phase, the puzzle room took us forever because nobody read the note on the wall, the ending cutscene was gorgeous, and I still think the map needs a fast travel point near the harbour because walking back every time is slow';

export const presets: Readonly<Record<FilterId, Preset>> = {
  caps: {log: 'PixelPine: gg that was close\nPixelPine: WHY DID NOBODY WARN ME ABOUT THAT BOSS\nPixelPine: OK fine', senders: {PixelPine: viewer()}},
  symbol: {log: 'TacoRanger: what a round!!\nTacoRanger: $$$ ??? !!! %%% ### @@@ ***', senders: {TacoRanger: viewer()}},
  links: {
    log: '[20:15:00] MapleFinch: my clip www.lanternfish.example/clip/42\n[20:15:05] ModMira: !permit MapleFinch\n[20:15:20] MapleFinch: here it is www.lanternfish.example/clip/42\n[20:16:30] MapleFinch: and clips.twitch.tv/HarbourRun works anyway',
    senders: {MapleFinch: viewer(), ModMira: mod},
  },
  emotes: {log: 'KiwiKnight: Kappa nice\nKiwiKnight: LUL LUL LUL PogChamp PogChamp tacoParty tacoParty', senders: {KiwiKnight: viewer()}},
  paragraph: {log: `NovaNomad: short and sweet\nNovaNomad: ${paragraphText}`, senders: {NovaNomad: viewer()}},
  bannedwords: {
    log: 'QuillQuokka: no spoilers please\nQuillQuokka: the spoilers channel is that way\nFreeFollowz: get free followers today\nModMira: spoilers go in the other chat',
    senders: {QuillQuokka: viewer(), FreeFollowz: viewer(), ModMira: mod},
  },
  zalgo: {log: 'GlitchGoose: hello there\nGlitchGoose: h\u0336e\u0336l\u0336l\u0336o\u0336 t\u0337h\u0337e\u0337r\u0337e\u0337', senders: {GlitchGoose: viewer()}},
  repetition: {log: 'EchoEmu: more tacos please\nEchoEmu: tacos tacos tacos tacos tacos tacos for everyone', senders: {EchoEmu: viewer()}},
  'one-man-spam': {
    log: 'LoopLemur: come see my merch shop\nLoopLemur: come see my merch shop!\nBrookBadger: nice run\nLoopLemur: come see my merch shop!!\nLoopLemur: come and see my merch shop',
    senders: {LoopLemur: viewer(), BrookBadger: viewer()},
  },
  language: {log: 'SolSparrow: hola a todos, qué tal la partida\nSolSparrow: good luck on the next level', senders: {SolSparrow: viewer('youtube')}},
};

/** The filters page: lines that touch several filters, from chatters at several levels. */
export const overviewPreset: Preset = {
  log: [
    '[19:00:00] PixelPine: hi chat, ready for the raid?',
    '[19:00:04] PixelPine: LETS GOOOO EVERYONE GET IN HERE',
    '[19:00:09] KiwiKnight: Kappa Kappa LUL LUL PogChamp PogChamp tacoParty',
    '[19:00:15] MapleFinch: free skins at www.prize-drop.example',
    '[19:00:21] ModMira: REMINDER: BE KIND IN CHAT',
    '[19:00:30] QuillQuokka: any spoilers for the ending?',
    '[19:00:41] VipVole: WOW WHAT A PLAY THAT WAS',
  ].join('\n'),
  senders: {PixelPine: viewer(), KiwiKnight: viewer('kick'), MapleFinch: viewer(), ModMira: mod, QuillQuokka: viewer('youtube'), VipVole: {level: 'vip', platform: 'twitch'}},
};
