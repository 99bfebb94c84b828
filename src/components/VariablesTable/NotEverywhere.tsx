import React from 'react';
import Link from '@docusaurus/Link';
import NotConfirmed from '@site/src/components/NotConfirmed';
import PlatformList from '@site/src/components/PlatformList';
import TextWithCode from '@site/src/components/TextWithCode';
import {variablePath, variables, variablesPath, variablesWithoutPage} from '@site/src/data/variables';
import {variableTitle} from '@site/src/data/variables/paths';
import {platformOutcomes} from '@site/src/data/variables/platformOutcomes';
import {byName} from '@site/src/data/nameOrder';

/**
 * Every variable that does not work on every platform, from the data (its `platforms`): where it
 * works, and what happens on the others. A variable restricted in the data cannot be left out.
 */
export default function VariablesNotEverywhere(): React.ReactElement {
  const rows = [
    ...variables.map((doc) => ({doc, to: variablePath(doc.name)})),
    ...variablesWithoutPage.map((doc) => ({doc, to: `${variablesPath}#variables-without-a-page-of-their-own`})),
  ]
    .map(({doc, to}) => ({doc, to, outcomes: platformOutcomes(doc)}))
    .filter(({outcomes}) => outcomes.length > 0)
    .sort((a, b) => byName(a.doc, b.doc));
  return (
    <ul data-testid="variables-not-everywhere">
      {rows.map(({doc, to, outcomes}) => (
        <li key={doc.name}>
          <Link to={to}>
            <code>{variableTitle(doc.name)}</code>
          </Link>{' '}
          works on <PlatformList platforms={doc.platforms} unconfirmed={doc.unconfirmedPlatforms} />.{' '}
          {outcomes.map((outcome) => (
            <React.Fragment key={outcome.text}>
              <TextWithCode text={outcome.text} />
              {outcome.unconfirmed && <NotConfirmed />}{' '}
            </React.Fragment>
          ))}
        </li>
      ))}
    </ul>
  );
}
