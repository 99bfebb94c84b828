import type {Command} from '@site/src/data/commands';
import {edgeCasesOf} from '@site/src/data/commands/platformLimits';

export type SectionKey = 'arguments' | 'subcommands' | 'notes' | 'examples' | 'prose' | 'edgeCases' | 'related';

export interface PageSection {
  key: SectionKey;
  id: string;
  title: string;
}

/** A table-of-contents entry in the shape Docusaurus expects (value is HTML). */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

export const subcommandId = (name: string): string => `subcommand-${name}`;

/** Limits, notes, or aliases the provider does not confirm: each gets a line under "Limits and notes". */
export function hasLimitsOrNotes(command: Command): boolean {
  return (command.limits?.length ?? 0) + (command.notes?.length ?? 0) + (command.unconfirmedAliases?.length ?? 0) > 0;
}

/**
 * The sections a command page shows, in order. Both the page component and the table of
 * contents are built from this one list, so they can never disagree.
 */
export function commandSections(command: Command, hasProse = true): PageSection[] {
  const sections: (PageSection | false)[] = [
    command.arguments.length > 0 && {key: 'arguments', id: 'arguments', title: 'Arguments'},
    (command.subcommands?.length ?? 0) > 0 && {key: 'subcommands', id: 'subcommands', title: 'Subcommands'},
    hasLimitsOrNotes(command) && {key: 'notes', id: 'limits-and-notes', title: 'Limits and notes'},
    command.examples.length > 0 && {key: 'examples', id: 'examples', title: 'Examples'},
    hasProse && {key: 'prose', id: 'when-to-use-it', title: 'When to use it'},
    edgeCasesOf(command).length > 0 && {key: 'edgeCases', id: 'what-can-go-wrong', title: 'What can go wrong'},
    (command.relatedCommands.length > 0 || (command.seeAlso?.length ?? 0) > 0) && {key: 'related', id: 'related', title: 'Related'},
  ];
  return sections.filter((section): section is PageSection => section !== false);
}

/** The page's table of contents: sections as level 2, subcommands as level 3. */
export function commandToc(command: Command, hasProse = true): TocEntry[] {
  return commandSections(command, hasProse).flatMap((section) => [
    {value: section.title, id: section.id, level: 2},
    ...(section.key === 'subcommands'
      ? (command.subcommands ?? []).map((sub) => ({value: `<code>${sub.name}</code>`, id: subcommandId(sub.name), level: 3}))
      : []),
  ]);
}
