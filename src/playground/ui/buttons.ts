/**
 * The playground's buttons, as Infima classes, so that they look like the site's and like the other
 * tools' (the websocket console, the reply preview): one primary action per panel, outlined secondary
 * actions, and red for what stops or throws away something.
 */
export const buttons = {
  primary: 'button button--primary button--sm',
  secondary: 'button button--secondary button--outline button--sm',
  danger: 'button button--danger button--outline button--sm',
  link: 'button button--link button--sm',
  /** A choice among several (an event, a view, an editor): outlined until chosen. */
  choice: 'button button--secondary button--outline button--sm',
  chosen: 'button button--primary button--sm',
} as const;
