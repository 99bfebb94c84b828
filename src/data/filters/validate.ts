import {settingProblems, type Setting} from '../settings';
import type {FilterWithoutPage, SpamFilter} from './types';

/** A filter's lengths of time are all in seconds; the old unit-less "duration" type is not allowed here. */
export function timeUnitProblems(page: string, settings: readonly Setting[]): string[] {
  return settings.flatMap((s, i) =>
    s.type === 'duration' || (/timeout duration|lookback|permit duration/i.test(s.name) && s.type !== 'seconds')
      ? [`${page} › settings[${i}] "${s.name}" › type: a length of time here must be "seconds", not "${s.type}"`]
      : [],
  );
}

/** Everything wrong with a filter listed on the overview without a page of its own. */
export function validateFilterWithoutPage(filter: FilterWithoutPage): string[] {
  const page = `/chatbot/filters#${filter?.id ?? '?'}`;
  const problems: string[] = [];
  if (!filter?.id || !/^[a-z0-9-]+$/.test(filter.id)) problems.push(`${page} › id: must be lower-case letters, digits and dashes`);
  if (!filter?.name?.trim()) problems.push(`${page} › name: must not be empty`);
  if (!filter?.catches?.trim()) problems.push(`${page} › catches: must say what the filter catches`);
  if (!filter?.settings?.length) problems.push(`${page} › settings: list every published setting`);
  (filter.settings ?? []).forEach((s, i) => problems.push(...settingProblems(page, s, i)));
  problems.push(...timeUnitProblems(page, filter.settings ?? []));
  if (filter.unconfirmed !== undefined && !filter.unconfirmed.trim()) problems.push(`${page} › unconfirmed: say what is not confirmed, or leave the key out`);
  return problems;
}

/** Everything wrong with one filter entry, each message naming the page and the field. */
export function validateFilter(filter: SpamFilter): string[] {
  const page = `/chatbot/filters/${filter?.slug ?? '?'}`;
  const problems: string[] = [];
  if (!filter?.slug || !/^[a-z0-9-]+$/.test(filter.slug)) problems.push(`${page} › slug: must be lower-case letters, digits and dashes`);
  if (!filter?.name?.trim()) problems.push(`${page} › name: must not be empty`);
  if (!filter?.catches?.trim()) problems.push(`${page} › catches: must say what the filter catches`);
  if (!filter?.limitsYouSet?.length) problems.push(`${page} › limitsYouSet: name at least one limit`);
  if (!filter?.settings?.length) problems.push(`${page} › settings: list every setting`);
  (filter.settings ?? []).forEach((s, i) => problems.push(...settingProblems(page, s, i)));
  problems.push(...timeUnitProblems(page, filter.settings ?? []));
  const names = (filter.settings ?? []).map((s) => s.name);
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i) problems.push(`${page} › settings[${i}] "${name}": listed twice`);
  });
  if (!filter?.penalties?.length) problems.push(`${page} › penalties: say what happens to a message that breaks the filter`);
  [...(filter.exemptions ?? []), ...(filter.penalties ?? [])].forEach((line, i) => {
    if (!line?.trim()) problems.push(`${page} › exemptions/penalties[${i}]: must not be empty`);
  });
  if (filter.permit && !(filter.exemptions ?? []).some((e) => e.includes('!permit')))
    problems.push(`${page} › exemptions: permit is true, so explain !permit here`);
  return problems;
}
