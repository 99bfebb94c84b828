import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import FactBox, {type Fact} from '@site/src/components/FactBox';
import NotConfirmed from '@site/src/components/NotConfirmed';
import PlatformList from '@site/src/components/PlatformList';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import type {Command} from '@site/src/data/commands';
import {cooldownText, offByDefaultText} from '@site/src/data/commands/format';
import type {Requirement} from '@site/src/data/commands/types';
import styles from './styles.module.css';

/**
 * The card at the top of a command page: what it does, how to type it (with a copy button
 * per form), who may run it, where it works, its default cooldown, whether a new channel has it
 * switched off, and what it needs. Everything comes from the command data.
 */
function RequirementLink({need}: {need: Requirement}): React.ReactElement {
  return need.to ? <Link to={need.to}>{need.label}</Link> : <>{need.label}</>;
}

/** Aliases, each marked where the provider's pages do not confirm it. */
function Aliases({command}: {command: Command}): React.ReactElement {
  const unconfirmed = new Set(command.unconfirmedAliases ?? []);
  return (
    <>
      {command.aliases.map((alias, index) => (
        <React.Fragment key={alias}>
          {index > 0 && ', '}
          <code>{alias}</code>
          {unconfirmed.has(alias) && <NotConfirmed />}
        </React.Fragment>
      ))}
    </>
  );
}

export default function CommandHeader({command}: {command: Command}): React.ReactElement {
  const {name, summary, syntax, userLevel, userLevelUnconfirmed, levelNote, aliases, cooldown, cost, offByDefault, needs = [], platforms} = command;
  const facts: Fact[] = [
    {
      term: 'User level',
      content: (
        <>
          <UserLevelBadge level={userLevel} />
          {userLevelUnconfirmed && <NotConfirmed />}
          {levelNote && <span className={styles.note}> {levelNote}</span>}
        </>
      ),
    },
    {term: 'Aliases', content: aliases.length === 0 ? 'None' : <Aliases command={command} />},
    {term: 'Platforms', content: <PlatformList platforms={platforms} />},
  ];
  if (offByDefault) facts.push({term: 'By default', content: offByDefaultText});
  if (cooldown) facts.push({term: 'Default cooldown', content: cooldownText(cooldown)});
  if (cost) facts.push({term: 'Cost', content: cost});
  if (needs.length === 1) facts.push({term: 'Needs', content: <RequirementLink need={needs[0]!} />});
  if (needs.length > 1)
    facts.push({
      term: 'Needs',
      content: (
        <ul className={styles.needs}>
          {needs.map((need) => (
            <li key={need.label}>
              <RequirementLink need={need} />
            </li>
          ))}
        </ul>
      ),
    });
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
