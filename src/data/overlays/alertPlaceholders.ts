/**
 * Placeholders an alert box's custom HTML, CSS and JavaScript can use. The alert fills them in
 * before it shows; write them as {{name}} (or {name}, as the CSS and JavaScript examples do).
 */
import type {z} from 'zod';
import type {alertPlaceholderSchema} from './schema';

export type Placeholder = z.input<typeof alertPlaceholderSchema>;

export const alertPlaceholders: readonly Placeholder[] = [
  {name: 'name', meaning: 'The viewer behind the event: the follower, subscriber, cheerer or tipper. For a gifted sub, the recipient.', example: '{{name}} is now following! → NovaPixel is now following!'},
  {
    name: 'amount',
    meaning: 'The number that goes with the event: months for a sub, bits for a cheer, the amount of a tip. For a resub, `{{months}}` may stand where `{{amount}}` would.',
    example: '{{name}} cheered {{amount}} bits → NovaPixel cheered 250 bits',
  },
  {name: 'tier', meaning: 'Subscription tier. Sub events only.', example: 'tier {{tier}} → tier 2000'},
  {name: 'currency', meaning: 'Currency of a tip.', example: '{{currency}} {{amount}} → EUR 12'},
  {name: 'sender', meaning: 'Who gave a gifted sub.', example: '{{sender}} gifted {{name}} a sub → BirchBloom gifted NovaPixel a sub'},
  {name: 'items', meaning: 'The items bought, in a merch event.', example: '{{name}} bought {{items}}'},
  {
    name: 'announcement',
    meaning: 'The alert’s message template from its settings, with the other placeholders already filled in.',
    example: '{{announcement}} → NovaPixel subscribed for 6 months!',
    aliases: ['messageTemplate'],
  },
  {
    name: 'message',
    meaning: 'The viewer’s message as HTML: emotes and cheermotes become images with the class `alertbox-message-emote`.',
    example: '{{message}} → GG <img class="alertbox-message-emote" …>',
    aliases: ['userMessage'],
  },
  {name: 'messageRaw', meaning: 'The viewer’s message as plain text, with emote codes left as words.', example: '{{messageRaw}} → GG PogChamp'},
  {name: 'image', meaning: 'URL of the image set for the alert.', example: '<img src="{{image}}">'},
  {name: 'video', meaning: 'URL of the video set for the alert.', example: '<video src="{{video}}" autoplay muted></video>'},
  {name: 'videoVolume', meaning: 'Volume set for the video, from 0 to 1, such as `0.4`; 0 while alerts are muted in the activity feed.', example: '{{videoVolume}} → 0.4'},
  {name: 'audio', meaning: 'URL of the sound set for the alert.', example: '<audio src="{{audio}}" autoplay></audio>'},
  {name: 'audioVolume', meaning: 'Volume set for the sound, from 0 to 1, such as `0.8`; 0 while alerts are muted in the activity feed.', example: '{{audioVolume}} → 0.8'},
  {name: 'widgetDuration', meaning: 'How long the alert stays on screen, in seconds.', example: '{{widgetDuration}} → 8'},
];
