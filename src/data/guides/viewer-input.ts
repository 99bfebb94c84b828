import {bot, viewer} from '../commands/chat';
import type {Guide} from './types';

const guide: Guide = {
  slug: 'viewer-input',
  title: 'Commands that use what viewers type',
  outcome: 'Commands that repeat, check and pass on the words a viewer types after them, with a fallback when there are none.',
  commands: {
    plan: {
      name: 'plan',
      userLevel: 'everyone',
      reply: '${sender} is working on: ${1:}',
      chat: [viewer('sunnyotter', '!plan painting the castle walls'), bot('sunnyotter is working on: painting the castle walls')],
    },
    wave: {
      name: 'wave',
      userLevel: 'everyone',
      reply: '${sender} waves at ${1|everyone}!',
      chat: [viewer('PixelPanda', '!wave'), bot('PixelPanda waves at everyone!'), viewer('PixelPanda', '!wave lanternfish'), bot('PixelPanda waves at lanternfish!')],
    },
    visit: {
      name: 'visit',
      userLevel: 'everyone',
      reply: 'Go say hello over at https://twitch.tv/${1 username}',
      chat: [viewer('quietkoala', '!visit lanternfish'), bot('Go say hello over at https://twitch.tv/lanternfish')],
    },
    recipe: {
      name: 'recipe',
      userLevel: 'everyone',
      reply: 'Cook along: https://recipes.example.org/find?dish=${queryescape ${1:}}',
      chat: [viewer('TinyTurnip', '!recipe mushroom risotto'), bot('Cook along: https://recipes.example.org/find?dish=mushroom+risotto')],
    },
    place: {
      name: 'place',
      userLevel: 'everyone',
      reply: 'On the map: https://maps.example.net/place/${pathescape ${1:}}',
      chat: [viewer('sunnyotter', '!place Lisbon old town'), bot('On the map: https://maps.example.net/place/Lisbon%20old%20town')],
    },
    fact: {
      name: 'fact',
      userLevel: 'everyone',
      reply: '${customapi https://trivia.example.com/animal?name=${queryescape ${1:}}}',
      chat: [viewer('PixelPanda', '!fact axolotl'), bot('Axolotls can regrow whole limbs.')],
    },
  },
};

export default guide;
