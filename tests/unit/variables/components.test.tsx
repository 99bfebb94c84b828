// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen, within} from '@testing-library/react';
import VariablesTable from '@site/src/components/VariablesTable';
import {filterVariables, queryWords} from '@site/src/components/VariablesTable/filter';
import TextWithCode from '@site/src/components/TextWithCode';
import {Examples, Notes, Output, Parameters, Platforms, Related, Syntax} from '@site/src/components/VariableReference';
import {getVariable, variables} from '@site/src/data/variables';
import {worksOn} from '@site/src/components/PlatformList/filter';
import {platformIds, platformLabels} from '@site/src/data/platforms';

const names = (docs: readonly {name: string}[]) => docs.map((doc) => doc.name);

describe('variables filter', () => {
  it('drops variable punctuation from the query', () => {
    expect(queryWords('  ${Sender.points}  ')).toEqual(['sender.points']);
    expect(queryWords('$(user')).toEqual(['user']);
  });

  it('finds the four emote lists for "emotes"', () => {
    expect(names(filterVariables(variables, 'emotes'))).toEqual(['7tvemotes', 'bttvemotes', 'ffzemotes', 'twitchemotes']);
  });

  it('matches fields, aliases and tags, and needs every word', () => {
    expect(names(filterVariables(variables, 'channel.viewers'))).toEqual(['channel']);
    expect(names(filterVariables(variables, 'urlfetch'))).toEqual(['customapi']);
    expect(names(filterVariables(variables, 'escaping'))).toEqual(['pathescape', 'queryescape']);
    expect(names(filterVariables(variables, 'escaping path'))).toEqual(['pathescape']);
  });

  it('returns everything for an empty query', () => {
    expect(filterVariables(variables, '   ')).toHaveLength(variables.length);
  });
});

describe('VariablesTable', () => {
  const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

  it('renders a row per variable with its link, forms and summary', () => {
    render(<VariablesTable />);
    expect(rows()).toHaveLength(variables.length);
    const weather = screen.getByRole('row', {name: /^weather/});
    expect(within(weather).getByRole('link', {name: 'weather'}).getAttribute('href')).toBe('/chatbot/variables/weather');
    expect(weather.textContent).toContain('${weather "<location>"}');
    expect(weather.textContent).toContain(getVariable('weather').summary);
  });

  it('filters as the reader types and announces the count', () => {
    render(<VariablesTable />);
    fireEvent.change(screen.getByLabelText('Filter variables'), {target: {value: 'emotes'}});
    expect(rows()).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe(`Showing 4 of ${variables.length} variables`);
  });

  it('says so when nothing matches, showing the query as text', () => {
    render(<VariablesTable />);
    fireEvent.change(screen.getByLabelText('Filter variables'), {target: {value: '<b>nope</b>'}});
    expect(screen.getByRole('table').textContent).toContain('No variable matches “<b>nope</b>”');
    expect(screen.getByRole('table').querySelector('b')).toBeNull();
  });

  it('names the platform filter when it, not the words, emptied the list (issue 41 item 6)', () => {
    // A variable whose name finds only variables that miss some platform, from the data.
    const [missing, name] =
      platformIds
        .flatMap((id) => variables.filter((doc) => !worksOn(doc, id)).map((doc) => [id, doc.name] as const))
        .find(([id, found]) => filterVariables(variables, found).every((doc) => !worksOn(doc, id))) ?? [];
    expect(name, 'some variable does not work everywhere').toBeDefined();
    if (!missing || !name) return;
    const matches = filterVariables(variables, name).length;
    render(<VariablesTable />);
    fireEvent.change(screen.getByLabelText('Filter variables'), {target: {value: name}});
    fireEvent.click(within(screen.getByTestId('variable-platforms')).getByRole('button', {name: platformLabels[missing]}));
    const table = screen.getByRole('table').textContent ?? '';
    expect(table).toContain('The platform filter emptied this list');
    expect(table).toContain(`${matches === 1 ? 'One variable matches' : `${matches} variables match`} for “${name}”, but none of them works on ${platformLabels[missing]}.`);
    expect(table).toContain('Choose “All platforms”');
  });
});

describe('TextWithCode', () => {
  it('turns backtick spans into code and keeps markup as text', () => {
    const {container} = render(<p><TextWithCode text="Use `${1:}` or <em>this</em>" /></p>);
    expect(container.querySelector('code')?.textContent).toBe('${1:}');
    expect(container.querySelector('em')).toBeNull();
    expect(container.textContent).toBe('Use ${1:} or <em>this</em>');
  });
});

/** What the page's `?related` import gives (plugins/data-entries/relatedLoader.cjs). */
const summariesOf = (name: string) => Object.fromEntries(getVariable(name).relatedVariables.map((other) => [other, getVariable(other).summary]));

describe('VariableReference sections', () => {
  it('Syntax shows every form in its own code block, and the aliases', () => {
    const {container} = render(<Syntax variable={getVariable('customapi')} />);
    expect(Array.from(container.querySelectorAll('pre'), (pre) => pre.textContent)).toEqual(['${customapi <url>}']);
    expect(container.textContent).toContain('${urlfetch <url>}');
  });

  it('Parameters marks required and optional values', () => {
    render(<Parameters variable={getVariable('count')} />);
    expect(screen.getByRole('row', {name: /<name>/}).textContent).toContain('Optional');
    render(<Parameters variable={getVariable('weather')} />);
    expect(screen.getByRole('row', {name: /<location>/}).textContent).toContain('Required');
  });

  it('Output lists dotted fields for variables that have them', () => {
    render(<Output variable={getVariable('channel')} />);
    expect(screen.getByRole('table', {name: 'Fields of ${channel}'})).toBeTruthy();
    expect(screen.getByRole('row', {name: /\$\{channel\.viewers\}/})).toBeTruthy();
  });

  it('Examples shows the setup line and the chat exchange', () => {
    const {container} = render(<Examples variable={getVariable('repeat')} />);
    expect(container.querySelector('pre')?.textContent).toBe('!command add !hype ${repeat 4 pandaHype}');
    expect(screen.getAllByRole('list', {name: /Chat transcript/})[0]?.textContent).toContain('pandaHype pandaHype pandaHype pandaHype');
  });

  it('Notes shows the exact error text and marks unsure notes, Platforms where it works and the platform notes', () => {
    const {container} = render(<Notes variable={getVariable('ai')} />);
    expect(Array.from(container.querySelectorAll('samp'), (samp) => samp.textContent)).toContain('rate limit exceeded');
    const customapi = render(<Notes variable={getVariable('customapi')} />);
    expect(customapi.container.querySelectorAll('[title^="Not confirmed"]').length).toBe(getVariable('customapi').notes.filter((note) => note.unconfirmed).length);
    render(<Platforms variable={getVariable('setgame')} />);
    expect(screen.getByText(/runs on Twitch and Kick/)).toBeTruthy();
    expect(document.querySelector('[data-variable-section="platforms"] li')?.textContent).toBe('Works on: Twitch, Kick');
  });

  it('Related links variables and default commands', () => {
    render(<Related variable={getVariable('pointsname')} summaries={summariesOf('pointsname')} />);
    expect(screen.getByRole('link', {name: '${sender}'}).getAttribute('href')).toBe('/chatbot/variables/sender');
    expect(screen.getByRole('link', {name: '!points'}).getAttribute('href')).toBe('/chatbot/commands/default/points');
  });

  it('fails loudly for a page that names an unknown variable', () => {
    expect(() => render(<Syntax variable={getVariable('nosuchvariable')} />)).toThrow(/nosuchvariable/);
  });
});
