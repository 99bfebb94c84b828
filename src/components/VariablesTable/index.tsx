import React, {useState} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import FilterBox from '@site/src/components/FilterBox';
import FilterButtons from '@site/src/components/FilterBox/FilterButtons';
import PlatformList from '@site/src/components/PlatformList';
import {platformChoices, worksOn, type PlatformChoice} from '@site/src/components/PlatformList/filter';
import {variablePath, variables as allVariables} from '@site/src/data/variables';
import {variableRowName} from '@site/src/data/variables/paths';
import type {VariableDoc} from '@site/src/data/variables';
import {filterVariables} from './filter';
import SyntaxForms from './SyntaxForms';
import styles from './styles.module.css';

const platformLabel = (choice: PlatformChoice) => platformChoices.find((option) => option.value === choice)?.label ?? choice;

/**
 * Why the filtered list is empty, naming the filter that emptied it (issue 41): the platform, when
 * the words alone match some variables; otherwise the words.
 */
function EmptyList({query, platform, matchingAnywhere}: {query: string; platform: PlatformChoice; matchingAnywhere: number}): React.ReactElement {
  if (platform !== 'all' && matchingAnywhere > 0) {
    const words = query.trim() === '' ? '' : ` for “${query}”`;
    const count = matchingAnywhere === 1 ? 'One variable matches' : `${matchingAnywhere} variables match`;
    return (
      <>
        The platform filter emptied this list: {count}
        {words}, but none of them works on {platformLabel(platform)}. Choose “{platformLabel('all')}” to see {matchingAnywhere === 1 ? 'it' : 'them'}, and where each one works.
      </>
    );
  }
  return (
    <>
      No variable matches “{query}”{platform === 'all' ? '' : ` on any platform`}. Try a shorter word, such as <code>user</code> or <code>time</code>.
    </>
  );
}

/**
 * The table of every variable, generated from src/data/variables. The server-rendered
 * table is complete, so it works without JavaScript; the filter box appears once the
 * page has hydrated, because it cannot do anything before that.
 */
export default function VariablesTable({variables = allVariables}: {variables?: readonly VariableDoc[]}): React.ReactElement {
  const [query, setQuery] = useState('');
  const [platform, setPlatform] = useState<PlatformChoice>('all');
  const matching = filterVariables(variables, query);
  const rows = matching.filter((doc) => worksOn(doc, platform));
  return (
    <div className={styles.wrapper}>
      <FilterBox
        name="Chatbot variables"
        label="Filter variables"
        placeholder="e.g. emotes, points, url"
        query={query}
        onQueryChange={setQuery}
        shown={rows.length}
        total={variables.length}
        noun="variables"
        hideUntilReady>
        <FilterButtons label="Platform" value={platform} onChange={setPlatform} options={platformChoices} testId="variable-platforms" />
      </FilterBox>
      <DataTable
        caption={`Chatbot variables (${variables.length})`}
        showCaption
        rowHeaders
        rows={rows}
        rowKey={(doc) => doc.name}
        empty={<EmptyList query={query} platform={platform} matchingAnywhere={matching.length} />}
        columns={[
          {label: 'Variable', nowrap: true, cell: (doc) => <Link to={variablePath(doc.name)}>{variableRowName(doc.name)}</Link>},
          {label: 'Syntax', cell: (doc) => <SyntaxForms syntax={doc.syntax} />},
          {label: 'What it gives', cell: (doc) => doc.summary},
          {label: 'Works on', cell: (doc) => <PlatformList platforms={doc.platforms} unconfirmed={doc.unconfirmedPlatforms} />},
        ]}
      />
    </div>
  );
}
