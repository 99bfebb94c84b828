/**
 * The alert box's per-event settings and variations, as /overlays/alertbox-variations teaches them.
 */

/** What each event of the alert box can be given, in the order the settings show them. */
export const eventSettings: readonly {setting: string; what: string}[] = [
  {setting: 'Image or video', what: 'A still image, an animated GIF or a video file to play with the alert.'},
  {setting: 'Sound', what: 'A sound file you upload, played when the alert shows.'},
  {setting: 'Layout', what: 'The text on top of the image, or beside it.'},
  {setting: 'Message', what: 'The line the alert shows, with the event’s variables; `{name}` is the follower in a follow alert.'},
  {setting: 'Duration', what: 'How long the alert stays on screen.'},
];

/** The variations subscription alerts come with. */
export const subscriptionVariations: readonly {name: string; plays: string}[] = [
  {name: 'Resubscriber', plays: 'For a viewer who subscribes again. A first subscription gets the default alert.'},
  {name: 'Gifted sub', plays: 'For one subscription gifted to a named viewer.'},
  {
    name: 'Community gift',
    plays: 'For several subscriptions gifted to the channel at once, as one alert. Without it, every gifted sub plays an alert of its own: a gift of 10 plays 10 alerts.',
  },
];
