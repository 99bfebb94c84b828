import type {DocSearchRecord} from './types';

/** Algolia's facetFilters: a string, or a list whose items are ANDed; a nested list is ORed. */
export type FacetFilters = string | (string | string[])[];

/** An attribute's values; a dotted attribute reads a nested field (`hierarchy.lvl0`), as the hosted service does. */
function valuesOf(record: DocSearchRecord, attribute: string): string[] {
  let value: unknown = record;
  for (const key of attribute.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : [String(value)];
}

function matchesOne(record: DocSearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return true;
  const found = valuesOf(record, body.slice(0, colon)).includes(body.slice(colon + 1));
  return negated ? !found : found;
}

/** Same semantics as the hosted service, so contextual search behaves the same in both backends. */
export function facetMatcher(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
  if (!filters || filters.length === 0) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return (record) => list.every((f) => (Array.isArray(f) ? f.length === 0 || f.some((g) => matchesOne(record, g)) : matchesOne(record, f)));
}

/** Whether a request's filters require `filter` (as an item of their own, not one of an OR list). */
export function requiresFacet(filters: FacetFilters | undefined, filter: string): boolean {
  if (!filters) return false;
  return (typeof filters === 'string' ? [filters] : filters).some((f) => f === filter);
}
