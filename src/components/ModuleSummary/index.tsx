import React from 'react';
import Link from '@docusaurus/Link';
import FactBox, {type Fact} from '@site/src/components/FactBox';
import CommandLink from '@site/src/components/CommandLink';
import BulletList from '@site/src/components/BulletList';
import type {ChatModule} from '@site/src/data/modules';
import {platformsInWords} from '@site/src/data/platforms';

/** The distinct commands of a module as links, "!duel, !accept, …". */
export function ModuleCommandLinks({module}: {module: Pick<ChatModule, 'commands'>}): React.ReactElement {
  const names = [...new Set(module.commands.map((c) => c.command))];
  if (names.length === 0) return <>None: it runs by itself.</>;
  return (
    <>
      {names.map((name, i) => (
        <React.Fragment key={name}>
          {i > 0 && ', '}
          <CommandLink name={name} />
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * The top of every module page: what it adds, its commands, where it works, what it needs, where it
 * is switched on, and what the provider's pages leave open about it (one line each).
 */
export default function ModuleSummary({module}: {module: ChatModule}): React.ReactElement {
  const facts: Fact[] = [
    {term: 'What it adds', content: module.adds},
    {term: 'Commands', content: <ModuleCommandLinks module={module} />},
  ];
  if (module.payout) facts.push({term: 'Payout', content: module.payout});
  if (module.odds) facts.push({term: 'Odds', content: module.odds});
  if (module.platforms) facts.push({term: 'Works on', content: `${platformsInWords(module.platforms)}.`});
  if (module.needs.length > 0) facts.push({term: 'Needs', content: module.needs.join(' ')});
  facts.push({term: 'Switch it on', content: 'Chatbot › Modules in your dashboard.'});
  if (module.topicRoute)
    facts.push({
      term: 'Live events',
      content: (
        <>
          Your own code can follow this module through the <Link to={module.topicRoute}>websocket topic</Link>.
        </>
      ),
    });
  const unconfirmed = module.unconfirmed ?? [];
  if (unconfirmed.length > 0)
    facts.push({term: 'Not confirmed', content: unconfirmed.length === 1 ? unconfirmed[0] : <BulletList items={unconfirmed} style={{margin: 0, paddingLeft: '1.1rem'}} />});
  return <FactBox title={`${module.name} at a glance`} facts={facts} />;
}
