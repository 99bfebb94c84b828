import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import CodeList from '@site/src/components/CodeList';
import FactBox, {type Fact} from '@site/src/components/FactBox';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import type {Command} from '@site/src/data/commands';
import {platformLabels} from '@site/src/data/commands/types';
import styles from './styles.module.css';

/**
 * The card at the top of a command page: what it does, how to type it (with a copy button
 * per form), who may run it, and what it needs. Everything comes from the command data.
 */
export default function CommandHeader({command}: {command: Command}): React.ReactElement {
  const {name, summary, syntax, userLevel, levelNote, aliases, cooldown, cost, needs, platforms} = command;
  const facts: Fact[] = [
    {
      term: 'User level',
      content: (
        <>
          <UserLevelBadge level={userLevel} />
          {levelNote && <span className={styles.note}> {levelNote}</span>}
        </>
      ),
    },
    {term: 'Aliases', content: aliases.length === 0 ? 'None' : <CodeList items={aliases} />},
  ];
  if (cooldown) facts.push({term: 'Cooldown', content: cooldown});
  if (cost) facts.push({term: 'Cost', content: cost});
  if (needs) facts.push({term: 'Needs', content: needs.to ? <Link to={needs.to}>{needs.label}</Link> : needs.label});
  if (platforms) facts.push({term: 'Platforms', content: platforms.map((platform) => platformLabels[platform]).join(', ')});
  return (
    <FactBox title={`!${name} at a glance`} showTitle={false} facts={facts} testId="command-header">
      <p className={styles.summary}>{summary}</p>
      <div className={styles.syntax}>
        <p className={styles.label}>{syntax.length > 1 ? 'Type one of' : 'Type'}</p>
        {syntax.map((form) => (
          <CodeBlock key={form} language="text">
            {form}
          </CodeBlock>
        ))}
      </div>
    </FactBox>
  );
}
