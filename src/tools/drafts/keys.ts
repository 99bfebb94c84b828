/** Each tool's name in the draft store: a new tool adds its own here and names itself with it. */
export const draftTools = {playground: 'playground', replyPreview: 'reply-preview', filterBench: 'filter-bench'} as const;

/** The reply preview keeps one draft per page kind: the custom commands page, and each variable page. */
export const previewSlot = (variable: string | undefined): string => (variable ? `variable:${variable}` : 'main');

/** The filter bench keeps one draft on the filters page ("main"), one per filter page, and the visitor's own settings. */
export const benchSlot = (filter: string | undefined): string => (filter ? `filter:${filter}` : 'main');
export const mySettingsSlot = 'my-settings';

/** Where the playground kept its draft before the draft store (moved in on first open). */
export const legacyPlaygroundDraftKey = 'se-docs:playground-draft';

/** Where a tool's draft is kept. Small on purpose: a tool's mount (in the page's first load) reads it to say a draft is waiting. */
export const draftKeys = (tool: string, slot = 'main') => ({current: `se-docs:draft:${tool}:${slot}`, history: `se-docs:draft-history:${tool}:${slot}`});

/** True when the tool has a saved draft in this browser (false when storage cannot be read). */
export function hasSavedDraft(tool: string, slot = 'main', legacyKey?: string): boolean {
  try {
    const storage = window.localStorage;
    return storage.getItem(draftKeys(tool, slot).current) !== null || (legacyKey !== undefined && storage.getItem(legacyKey) !== null);
  } catch {
    return false;
  }
}
