/**
 * The module page layout: every piece a module page is built from, in one import.
 * The page keeps its own h2 headings so they reach the table of contents.
 */
export {default as ModuleSummary} from '@site/src/components/ModuleSummary';
export {default as ModuleCommandsTable} from '@site/src/components/ModuleCommandsTable';
export {default as SettingsTable} from '@site/src/components/SettingsTable';
export {default as TemplateTable} from '@site/src/components/TemplateTable';
export {default as BulletList} from '@site/src/components/BulletList';
export {default as ChatExample} from '@site/src/components/ChatExample';
export {moduleBySlug} from '@site/src/data/modules';
