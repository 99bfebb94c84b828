import React, {useState} from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import FilterBox from '@site/src/components/FilterBox';
import FilterButtons from '@site/src/components/FilterBox/FilterButtons';
import {emptyListMessage} from '@site/src/components/FilterBox/emptyReason';
import PlatformList from '@site/src/components/PlatformList';
import {platformChoices, platformNarrowing, worksOn, type PlatformChoice} from '@site/src/components/PlatformList/filter';
import {variablePath, variables as allVariables} from '@site/src/data/variables';
import type {VariableDoc} from '@site/src/data/variables';
import {filterVariables} from './filter';
import SyntaxForms from './SyntaxForms';
import styles from './styles.module.css';

/**
 * The table of every variable, generated from src/data/variables. The server-rendered
 * table is complete, so it works without JavaScript; the filter box appears once the
 * page has hydrated, because it cannot do anything before that.
 */
export default function VariablesTable({variables = allVariables}: {variables?: readonly VariableDoc[]}): React.ReactElement {
  const [query, setQuery] = useState('');
  const [platform, setPlatform] = useState<PlatformChoice>('all');
  const rows = filterVariables(variables, query).filter((doc) => worksOn(doc, platform));
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
        empty={
          rows.length === 0
            ? emptyListMessage(
                variables,
                [
                  {name: 'text', sought: true, active: query.trim() !== '', phrase: `matches “${query.trim()}”`, undo: 'clear the filter box', matches: (doc) => filterVariables([doc], query).length > 0},
                  platformNarrowing(platform),
                ],
                {one: 'variable', many: 'variables'},
                (doc) => doc.name,
              )
            : undefined
        }
        columns={[
          {label: 'Variable', nowrap: true, cell: (doc) => <Link to={variablePath(doc.name)}>{doc.name}</Link>},
          {label: 'Syntax', cell: (doc) => <SyntaxForms syntax={doc.syntax} />},
          {label: 'What it gives', cell: (doc) => doc.summary},
          {label: 'Works on', cell: (doc) => <PlatformList platforms={doc.platforms} unconfirmed={doc.unconfirmedPlatforms} />},
        ]}
      />
    </div>
  );
}
