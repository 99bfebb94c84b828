import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import CodeList from '@site/src/components/CodeList';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import type {Command} from '@site/src/data/commands';
import {platformLabels} from '@site/src/data/commands/types';
import styles from './styles.module.css';

/** One fact in the card: a term and its value, on one row on wide screens. */
function Fact({term, children}: {term: string; children: React.ReactNode}): React.ReactElement {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The card at the top of a command page: what it does, how to type it (with a copy button
 * per form), who may run it, and what it needs. Everything comes from the command data.
 */
export default function CommandHeader({command}: {command: Command}): React.ReactElement {
  const {name, summary, syntax, userLevel, levelNote, aliases, cooldown, cost, needs, platforms} = command;
  return (
    <section className={styles.card} aria-label={`!${name} at a glance`} data-testid="command-header">
      <p className={styles.summary}>{summary}</p>
      <div className={styles.syntax}>
        <p className={styles.label}>
          {syntax.length > 1 ? 'Type one of' : 'Type'}
        </p>
        {syntax.map((form) => (
          <CodeBlock key={form} language="text">
            {form}
          </CodeBlock>
        ))}
      </div>
      <dl className={styles.facts}>
        <Fact term="User level">
          <UserLevelBadge level={userLevel} />
          {levelNote && <span className={styles.note}> {levelNote}</span>}
        </Fact>
        <Fact term="Aliases">
          {aliases.length === 0 ? 'None' : <CodeList items={aliases} />}
        </Fact>
        {cooldown && <Fact term="Cooldown">{cooldown}</Fact>}
        {cost && <Fact term="Cost">{cost}</Fact>}
        {needs && <Fact term="Needs">{needs.to ? <Link to={needs.to}>{needs.label}</Link> : needs.label}</Fact>}
        {platforms && <Fact term="Platforms">{platforms.map((platform) => platformLabels[platform]).join(', ')}</Fact>}
      </dl>
    </section>
  );
}
