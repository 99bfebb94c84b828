import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import ArgumentsTable from '@site/src/components/ArgumentsTable';
import ChatExample from '@site/src/components/ChatExample';
import CommandLink from '@site/src/components/CommandLink';
import CodeList from '@site/src/components/CodeList';
import CommandHeader from '@site/src/components/CommandHeader';
import NotConfirmed, {notConfirmedMeaning} from '@site/src/components/NotConfirmed';
import {SubcommandAliases, SubcommandLevel} from '@site/src/components/SubcommandTable/SubcommandNotes';
import type {Command} from '@site/src/data/commands/types';
import {edgeCasesOf} from '@site/src/data/commands/platformLimits';
import {commandSections, subcommandId, type SectionKey} from './sections';
import styles from './styles.module.css';

function Subcommands({command}: {command: Command}): React.ReactElement {
  return (
    <>
      {(command.subcommands ?? []).map((sub) => (
        <section key={sub.name} className={styles.subcommand}>
          <Heading as="h3" id={subcommandId(sub.name)}>
            <code>{sub.name}</code>
          </Heading>
          <p>
            {sub.description}
            <SubcommandLevel sub={sub} command={command} />
          </p>
          {sub.syntax.map((form) => (
            <CodeBlock key={form} language="text">
              {form}
            </CodeBlock>
          ))}
          {sub.aliases && sub.aliases.length > 0 && (
            <p className={styles.aliases}>
              <SubcommandAliases sub={sub} />
            </p>
          )}
        </section>
      ))}
    </>
  );
}

/** Hard limits first, then other notes; a line explains the marker when any note is not confirmed. */
function LimitsAndNotes({command}: {command: Command}): React.ReactElement {
  const notes = command.notes ?? [];
  const unconfirmedAliases = command.unconfirmedAliases ?? [];
  const anyUnconfirmed = notes.some((note) => note.unconfirmed) || unconfirmedAliases.length > 0;
  return (
    <>
      <ul className={styles.notes}>
        {unconfirmedAliases.length > 0 && (
          <li>
            {unconfirmedAliases.length === 1 ? 'The alias ' : 'The aliases '}
            <CodeList items={unconfirmedAliases} lastSeparator=" and " /> {unconfirmedAliases.length === 1 ? 'is' : 'are'} listed by
            only one version of the provider’s newer pages.
            <NotConfirmed />
          </li>
        )}
        {(command.limits ?? []).map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
        {notes.map((note) => (
          <li key={note.text}>
            {note.text}
            {note.unconfirmed && (
              <>
                {' '}
                <NotConfirmed />
              </>
            )}
          </li>
        ))}
      </ul>
      {anyUnconfirmed && <p className={styles.aliases}>{notConfirmedMeaning}</p>}
    </>
  );
}

/** Related commands' one-line summaries, by name. */
type RelatedSummaries = Readonly<Record<string, string>>;

function Related({command, summaries}: {command: Command; summaries: RelatedSummaries}): React.ReactElement {
  return (
    <ul className={styles.related}>
      {command.relatedCommands.map((name) => (
        <li key={name}>
          <CommandLink name={name} />: {summaries[name]}
        </li>
      ))}
      {(command.seeAlso ?? []).map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

function sectionBody(key: SectionKey, command: Command, relatedSummaries: RelatedSummaries, prose: React.ReactNode): React.ReactNode {
  switch (key) {
    case 'arguments':
      return <ArgumentsTable items={command.arguments} caption={`Arguments of !${command.name}`} />;
    case 'subcommands':
      return <Subcommands command={command} />;
    case 'notes':
      return <LimitsAndNotes command={command} />;
    case 'examples':
      return command.examples.map((example) => <ChatExample key={example.title} title={example.title} lines={example.lines} />);
    case 'prose':
      return prose;
    case 'edgeCases':
      return (
        <ul className={styles.edgeCases}>
          {edgeCasesOf(command).map((edge) => (
            <li key={edge.situation}>
              <strong>{edge.situation}.</strong> {edge.outcome}
            </li>
          ))}
        </ul>
      );
    case 'related':
      return <Related command={command} summaries={relatedSummaries} />;
  }
}

interface Props {
  /** The page's own data module (`import command from '@site/src/data/commands/entries/<name>'`). */
  command: Command;
  /** Added at compile time by plugins/remark-command-page (it also exports the page's toc). */
  relatedSummaries?: RelatedSummaries;
  children?: React.ReactNode;
}

/**
 * The whole body of a default command's page, drawn from its data: header card, arguments,
 * subcommands, chat examples, the page's own prose (children), edge cases and related links.
 */
export default function CommandPage({command, relatedSummaries, children}: Props): React.ReactElement {
  if (!relatedSummaries) {
    throw new Error(`<CommandPage> for !${command.name} has no related summaries: plugins/remark-command-page adds them when the page is compiled.`);
  }
  const hasProse = React.Children.count(children) > 0;
  return (
    <>
      <CommandHeader command={command} />
      {commandSections(command, hasProse).map((section) => (
        <section key={section.key} aria-labelledby={section.id}>
          <Heading as="h2" id={section.id}>
            {section.title}
          </Heading>
          {sectionBody(section.key, command, relatedSummaries, children)}
        </section>
      ))}
    </>
  );
}
