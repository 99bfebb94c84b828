import type {Shorthand} from '../types';

/**
 * Dashboard words: what the StreamElements dashboard calls a feature, or what streamers call its
 * screens, where the docs use another word ("media request" is the song request, the "activity
 * feed" is the activities).
 */
export const dashboardShorthands: Shorthand[] = [
  {typed: ['activity feed', 'activityfeed', 'event list', 'recent events'], means: ['activities']},
  {typed: ['media request', 'media requests'], means: ['song request']},
  {typed: ['loyalty settings', 'loyalty system'], means: ['loyalty points']},
  {typed: ['stream store', 'se store', 'points store', 'loyalty store'], means: ['store items', 'store']},
  {typed: ['bot settings', 'chatbot settings'], means: ['chatbot']},
  {typed: ['module settings'], means: ['modules']},
  {typed: ['tipping page', 'tip page', 'donation page'], means: ['tips']},
  {typed: ['my overlays', 'overlay gallery'], means: ['overlays']},
  {typed: ['alert box', 'alerts box', 'alertboxes'], means: ['alertbox', 'alert box']},
  {typed: ['custom fields'], means: ['fields']},
  {typed: ['bot timers'], means: ['timers']},
];
