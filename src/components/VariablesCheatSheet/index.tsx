import React from 'react';
import Link from '@docusaurus/Link';
import CodeList from '@site/src/components/CodeList';
import DataTable from '@site/src/components/DataTable';
import NotConfirmed from '@site/src/components/NotConfirmed';
import TextWithCode from '@site/src/components/TextWithCode';
import {syntaxRules} from '@site/src/data/variables/cheatSheet';
import SyntaxForms from '@site/src/components/VariablesTable/SyntaxForms';
import type {CheatSheetVariable} from './rows';

/*
 * The variables cheat sheet's tables, all generated from src/data/variables. The page passes the
 * rows in from `./rows.ts?static` (plugins/data-entries), worked out at build time, so the browser
 * gets the rows and not every variable's entry. The tables are left out of search
 * (`data-search-skip`), not out of the Markdown twin: each variable's own page answers a search for
 * it, and a cheat sheet that matched every variable's name would push those pages down.
 */

type Rows = {variables: readonly CheatSheetVariable[]};

/** Named as the variables index names it: a variable's page may cover more than one name (args covers `${1}`, `${1:}`…). */
const VariableName = ({variable}: {variable: CheatSheetVariable}) => <Link to={variable.to}>{variable.name}</Link>;

const More = ({lines}: {lines: readonly string[]}) => (
  <>
    {lines.map((line) => (
      <React.Fragment key={line}>
        {' '}
        <TextWithCode text={line} />
      </React.Fragment>
    ))}
  </>
);

/** The rules every variable follows, each with an example. */
export function SyntaxRules(): React.ReactElement {
  return (
    <div data-search-skip="">
      <DataTable
        caption="Rules for every variable"
        rows={syntaxRules}
        rowKey={(rule) => rule.example}
        columns={[
          {label: 'Rule', cell: (rule) => <TextWithCode text={rule.rule} />},
          {label: 'Example', cell: (rule) => <code>{rule.example}</code>},
        ]}
      />
    </div>
  );
}

/** Every variable with every way to write it and the other names the bot accepts for it. */
export function AllForms({variables}: Rows): React.ReactElement {
  return (
    <div data-search-skip="" data-testid="cheat-sheet-forms">
      <DataTable
        caption={`Every variable and its forms (${variables.length})`}
        showCaption
        rowHeaders
        rows={variables}
        rowKey={(variable) => variable.name}
        rowAttributes={(variable) => ({'data-variable': variable.name})}
        columns={[
          {label: 'Variable', nowrap: true, cell: (variable) => <VariableName variable={variable} />},
          {label: 'Forms', cell: (variable) => <SyntaxForms syntax={variable.forms} withMeanings more={(form) => <More lines={form.more} />} />},
          {
            label: 'Also accepted',
            placeholder: '—',
            cell: (variable) => variable.aliases.length > 0 && <CodeList items={variable.aliases} />,
          },
        ]}
      />
    </div>
  );
}

/** One table of fields per variable that has any (`${channel.viewers}`, `${user.points}` and the like). */
export function FieldTables({variables}: Rows): React.ReactElement {
  return (
    <div data-search-skip="">
      {variables
        .filter((variable) => variable.fields.length > 0)
        .map((variable) => (
          <DataTable
            key={variable.name}
            caption={`Fields of ${variable.name}`}
            showCaption
            rowHeaders
            rows={variable.fields}
            rowKey={(field) => field.name}
            rowAttributes={(field) => ({'data-field': field.name})}
            columns={[
              {label: 'Field', nowrap: true, cell: (field) => <code>{field.name}</code>},
              {
                label: 'Gives',
                cell: (field) => (
                  <>
                    <TextWithCode text={field.meaning} />
                    <More lines={field.more} />
                  </>
                ),
              },
              {label: 'Sample', placeholder: '—', cell: (field) => field.sample && <samp>{field.sample}</samp>},
            ]}
          />
        ))}
    </div>
  );
}

/** Every exact text a variable answers with in a special case (offline, nothing found, an error). */
export function FixedAnswers({variables}: Rows): React.ReactElement {
  const rows = variables.flatMap((variable) => variable.fixedAnswers.map((note) => ({variable, note})));
  return (
    <div data-search-skip="">
      <DataTable
        caption="Fixed answers"
        rowHeaders
        rows={rows}
        rowKey={({variable, note}) => `${variable.name} ${note.text}`}
        columns={[
          {label: 'Variable', nowrap: true, cell: ({variable}) => <VariableName variable={variable} />},
          {
            label: 'When',
            cell: ({note}) => (
              <>
                <TextWithCode text={note.text} />
                {note.unconfirmed && <NotConfirmed />}
              </>
            ),
          },
          {label: 'The bot posts', cell: ({note}) => <samp>{note.output}</samp>},
        ]}
      />
    </div>
  );
}
