import type {DocSearchRecord} from './types';

/** The reference API's top-level section (lvl0 of every record on /api). */
export const API_SECTION = 'API';

/**
 * Search scopes the dialog and /search can be narrowed to. One today: the reference API, which the
 * dialog starts in when it opens on /api (src/theme/SearchBar). A scope is a facet filter on the
 * section, so both backends apply it alike (facetFilters `hierarchy.lvl0:API`).
 */
export const SCOPES = {api: {section: API_SECTION, label: 'API reference', facet: `hierarchy.lvl0:${API_SECTION}`}} as const;
export type ScopeId = keyof typeof SCOPES;

/** Whether a record lies in a scope. */
export const inScope = (scope: ScopeId) => (record: DocSearchRecord) => record.hierarchy.lvl0 === SCOPES[scope].section;
