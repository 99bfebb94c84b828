import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import ArgumentsTable from '@site/src/components/ArgumentsTable';
import ChatExample from '@site/src/components/ChatExample';
import CommandLink from '@site/src/components/CommandLink';
import CommandHeader from '@site/src/components/CommandHeader';
import {SubcommandAliases, SubcommandLevel} from '@site/src/components/SubcommandTable/SubcommandNotes';
import {getCommand, type Command} from '@site/src/data/commands';
import {commandSections, commandToc, subcommandId, type SectionKey} from './sections';
import styles from './styles.module.css';

/** Table of contents for a command page; MDX pages export it as `toc`. */
export function commandPageToc(name: string) {
  return commandToc(getCommand(name));
}

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

function Related({command}: {command: Command}): React.ReactElement {
  return (
    <ul className={styles.related}>
      {command.relatedCommands.map((name) => (
        <li key={name}>
          <CommandLink name={name} />: {getCommand(name).summary}
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

function sectionBody(key: SectionKey, command: Command, prose: React.ReactNode): React.ReactNode {
  switch (key) {
    case 'arguments':
      return <ArgumentsTable items={command.arguments} caption={`Arguments of !${command.name}`} />;
    case 'subcommands':
      return <Subcommands command={command} />;
    case 'examples':
      return command.examples.map((example) => <ChatExample key={example.title} title={example.title} lines={example.lines} />);
    case 'prose':
      return prose;
    case 'edgeCases':
      return (
        <ul className={styles.edgeCases}>
          {command.edgeCases.map((edge) => (
            <li key={edge.situation}>
              <strong>{edge.situation}.</strong> {edge.outcome}
            </li>
          ))}
        </ul>
      );
    case 'related':
      return <Related command={command} />;
  }
}

/**
 * The whole body of a default command's page, drawn from its data: header card, arguments,
 * subcommands, chat examples, the page's own prose (children), edge cases and related links.
 */
export default function CommandPage({name, children}: {name: string; children?: React.ReactNode}): React.ReactElement {
  const command = getCommand(name);
  const hasProse = React.Children.count(children) > 0;
  return (
    <>
      <CommandHeader command={command} />
      {commandSections(command, hasProse).map((section) => (
        <section key={section.key} aria-labelledby={section.id}>
          <Heading as="h2" id={section.id}>
            {section.title}
          </Heading>
          {sectionBody(section.key, command, children)}
        </section>
      ))}
    </>
  );
}
