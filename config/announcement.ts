import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The announcement bar is off unless a deploy sets SITE_ANNOUNCEMENT_ID and
 * SITE_ANNOUNCEMENT_CONTENT. Docusaurus remembers a dismissal per id, so a new
 * id shows the bar again to visitors who closed the previous one.
 */
export function announcementBarFromEnv(env: NodeJS.ProcessEnv): AnnouncementBar | undefined {
  const id = env.SITE_ANNOUNCEMENT_ID?.trim();
  const content = env.SITE_ANNOUNCEMENT_CONTENT?.trim();
  if (!id && !content) return undefined;
  if (!id || !content) {
    throw new Error(
      `Announcement bar: set both SITE_ANNOUNCEMENT_ID and SITE_ANNOUNCEMENT_CONTENT (missing: ${!id ? 'SITE_ANNOUNCEMENT_ID' : 'SITE_ANNOUNCEMENT_CONTENT'}).`,
    );
  }
  return {
    id,
    content,
    backgroundColor: env.SITE_ANNOUNCEMENT_BACKGROUND ?? 'var(--site-announcement-bg)',
    textColor: env.SITE_ANNOUNCEMENT_TEXT ?? 'var(--site-announcement-fg)',
    isCloseable: env.SITE_ANNOUNCEMENT_CLOSEABLE !== 'false',
  };
}
