import type {DocSearchRecord} from './types';

/** Algolia's facetFilters: a string, or a list whose items are ANDed; a nested list is ORed. */
export type FacetFilters = string | (string | string[])[];

function valuesOf(record: DocSearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
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
