/**
 * Language (src/data/filters/newer.ts language): an empty Allowed languages list switches the filter
 * off. The bench has no detector, so it gives no verdict otherwise (approximations.noDetector).
 */
import {approximations} from '../approximations';
import type {Rule} from './shared';

export const languageRule: Rule = {
  id: 'language',
  check(_line, settings) {
    const s = settings.filters.language;
    if (s.allowed.length === 0) return {outcome: 'off', detail: 'No allowed languages are listed, so the filter checks nothing.', approximations: []};
    return {
      outcome: 'not-modelled',
      detail: `Allowed: ${s.allowed.join(', ')}; minimum confidence ${s.minConfidence} %. The bench cannot detect a line’s language: ask the API for the real verdict.`,
      approximations: [approximations.noDetector],
    };
  },
};
