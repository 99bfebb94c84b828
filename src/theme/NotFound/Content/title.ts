/** The not-found page's heading, and its part of the tab's title ("Page not found | site title"). */
export const NOT_FOUND_TITLE = 'Page not found';
