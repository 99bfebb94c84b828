/**
 * The spam filter page layout: every piece a filter page is built from, in one import.
 * The page keeps its own h2 headings so they reach the table of contents.
 */
export {default as FilterSummary} from '@site/src/components/FilterSummary';
export {default as FilterMatching} from '@site/src/components/FilterMatching';
export {default as SettingsTable} from '@site/src/components/SettingsTable';
export {default as BulletList} from '@site/src/components/BulletList';
export {default as ChatExample} from '@site/src/components/ChatExample';
export {filterBySlug} from '@site/src/data/filters';
