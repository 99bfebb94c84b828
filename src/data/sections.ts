/** The site's top-level sections, in navbar order. */
export interface Section {
  label: string;
  to: string;
  description: string;
  /**
   * Where the section's card on the home page leads, when the section's own page is the home page
   * (a card to the page it is on would lead nowhere new).
   */
  homeCard?: {to: string; description: string};
}

export const sectionLinks: readonly Section[] = [
  {
    label: 'Chatbot',
    to: '/',
    description: 'Commands, variables, timers, counters, spam filters and modules for your chat.',
    homeCard: {
      to: '/chatbot/gettingstarted/add-to-channel',
      description: 'Start here: bring the bot into your chat, then give it commands, timers, filters and modules.',
    },
  },
  {
    label: 'Overlays',
    to: '/overlays',
    description: 'Build overlays, write custom widgets and react to channel events on stream.',
  },
  {
    label: 'Websockets',
    to: '/websockets',
    description: 'Subscribe to real-time channel events over the websocket gateway.',
  },
  {
    label: 'API',
    to: '/api',
    description: 'The reference API for reading and changing channel data from your own code.',
  },
];

/** The home page's cards: one per section, each leading away from the home page. */
export function homeCards(): {title: string; to: string; description: string}[] {
  return sectionLinks.map(({label, to, description, homeCard}) => ({title: label, ...(homeCard ?? {to, description})}));
}

/** The label of the top-level section a route belongs to (the chatbot section owns "/" and every route no other section claims). */
export function sectionOf(route: string): string {
  const match = sectionLinks.find((s) => s.to !== '/' && (route === s.to || route.startsWith(`${s.to}/`)));
  return (match ?? sectionLinks.find((s) => s.to === '/') ?? {label: 'Docs'}).label;
}
