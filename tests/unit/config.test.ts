import {describe, expect, it} from 'vitest';
import {announcementBarFromEnv} from '../../config/announcement';

describe('announcement bar configuration', () => {
  it('is off unless configured', () => {
    expect(announcementBarFromEnv({})).toBeUndefined();
  });

  it('is closeable by default and keeps its id, so a new id shows it again', () => {
    const bar = announcementBarFromEnv({SITE_ANNOUNCEMENT_ID: 'overlay-editor-2025', SITE_ANNOUNCEMENT_CONTENT: 'The overlay editor has new shortcuts.'});
    expect(bar).toMatchObject({id: 'overlay-editor-2025', content: 'The overlay editor has new shortcuts.', isCloseable: true});
  });

  it('can be made permanent', () => {
    const bar = announcementBarFromEnv({SITE_ANNOUNCEMENT_ID: 'a', SITE_ANNOUNCEMENT_CONTENT: 'b', SITE_ANNOUNCEMENT_CLOSEABLE: 'false'});
    expect(bar?.isCloseable).toBe(false);
  });

  it('names the missing half of a partial configuration', () => {
    expect(() => announcementBarFromEnv({SITE_ANNOUNCEMENT_CONTENT: 'Hello'})).toThrow(/missing: SITE_ANNOUNCEMENT_ID/);
    expect(() => announcementBarFromEnv({SITE_ANNOUNCEMENT_ID: 'x'})).toThrow(/missing: SITE_ANNOUNCEMENT_CONTENT/);
  });
});
