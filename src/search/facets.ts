import type {DocSearchRecord} from './types';

/** Algolia's facetFilters: a string, or a list whose items are ANDed; a nested list is ORed. */
export type FacetFilters = string | (string | string[])[];

/** One `attribute:value` filter, read once per request (the engine asks it of thousands of records). */
interface CompiledFilter {
  /** A dotted attribute reads a nested field (`hierarchy.lvl0`), as the hosted service does. */
  path: string[];
  value: string;
  negated: boolean;
}

/** A filter without a colon names no attribute and accepts every record. */
function compile(filter: string): CompiledFilter | null {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  return colon < 0 ? null : {path: body.slice(0, colon).split('.'), value: body.slice(colon + 1), negated};
}

/** Whether the attribute holds the value (any item of a list), compared as text. */
function holds(record: DocSearchRecord, {path, value}: CompiledFilter): boolean {
  let field: unknown = record;
  for (const key of path) field = field !== null && typeof field === 'object' ? (field as Record<string, unknown>)[key] : undefined;
  if (Array.isArray(field)) return field.some((item) => String(item) === value);
  return field !== undefined && field !== null && String(field) === value;
}

function matchesOne(record: DocSearchRecord, filter: CompiledFilter | null): boolean {
  if (!filter) return true;
  return holds(record, filter) !== filter.negated;
}

/** Same semantics as the hosted service, so contextual search behaves the same in both backends. */
export function facetMatcher(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
  if (!filters || filters.length === 0) return () => true;
  const list = (typeof filters === 'string' ? [filters] : filters).map((f) => (Array.isArray(f) ? f.map(compile) : compile(f)));
  return (record) => list.every((f) => (Array.isArray(f) ? f.length === 0 || f.some((g) => matchesOne(record, g)) : matchesOne(record, f)));
}

/** Whether a request's filters require `filter` (as an item of their own, not one of an OR list). */
export function requiresFacet(filters: FacetFilters | undefined, filter: string): boolean {
  if (!filters) return false;
  return (typeof filters === 'string' ? [filters] : filters).some((f) => f === filter);
}
