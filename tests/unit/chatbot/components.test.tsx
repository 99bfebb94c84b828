// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import SettingsTable from '@site/src/components/SettingsTable';
import TemplateTable from '@site/src/components/TemplateTable';
import ModulesTable from '@site/src/components/ModulesTable';
import FiltersComparisonTable from '@site/src/components/FiltersComparisonTable';
import ModuleCommandsTable from '@site/src/components/ModuleCommandsTable';
import ModuleSummary from '@site/src/components/ModuleSummary';
import FilterSummary from '@site/src/components/FilterSummary';
import {chatModules, moduleBySlug} from '@site/src/data/modules';
import {filterBySlug, spamFilters} from '@site/src/data/filters';

function rowFor(table: HTMLElement, name: string): HTMLElement {
  const header = within(table).getByRole('rowheader', {name});
  return header.closest('tr') as HTMLElement;
}

describe('SettingsTable', () => {
  it('shows each setting with its type, default, range and meaning', () => {
    render(<SettingsTable settings={moduleBySlug('roulette').settings} caption="Roulette settings" />);
    const table = screen.getByRole('table', {name: 'Roulette settings'});
    const cells = within(rowFor(table, 'User cooldown')).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['Seconds', '60', '—', expect.stringContaining('How long one chatter waits')]);
    expect(within(rowFor(table, 'Global cooldown')).getAllByRole('cell')[1]?.textContent).toBe('0');
    expect(within(rowFor(table, 'Minimum amount')).getAllByRole('cell')[1]?.textContent).toBe('1');
    expect(within(rowFor(table, 'Win chance')).getAllByRole('cell')[2]?.textContent).toBe('0 % (every spin loses) to 100 % (every spin wins)');
  });

  it('shows an unconfirmed default as a dash and says what is not confirmed', () => {
    render(<SettingsTable settings={moduleBySlug('slotmachine').settings} caption="Slot machine settings" />);
    const table = screen.getByRole('table', {name: 'Slot machine settings'});
    const cells = within(rowFor(table, 'Global cooldown')).getAllByRole('cell');
    expect(cells[1]?.textContent).toBe('—');
    expect(within(cells[3] as HTMLElement).getByTestId('setting-unconfirmed').textContent).toMatch(/^Not confirmed: .*0 seconds/);
    expect(within(rowFor(table, 'User cooldown')).queryByTestId('setting-unconfirmed')).toBeNull();
    expect(within(rowFor(table, 'Return amount')).queryByTestId('setting-unconfirmed')).toBeNull();
  });

  it('marks unpublished values with a dash and explains it once', () => {
    render(<SettingsTable settings={filterBySlug('caps').settings} />);
    expect(screen.getAllByText('—').length).toBeGreaterThan(5);
    expect(screen.getAllByText(/A dash means the value is not published/)).toHaveLength(1);
  });

  it('adds no legend when every value is published', () => {
    render(<SettingsTable settings={[{name: 'Prize', type: 'points', default: '100', range: '0 or more', meaning: 'Points.'}]} />);
    expect(screen.queryByText(/A dash means/)).toBeNull();
  });
});

describe('TemplateTable', () => {
  it('lists templates with their placeholders and default text, then what each placeholder becomes', () => {
    const roulette = moduleBySlug('roulette');
    render(<TemplateTable templates={roulette.templates} placeholders={roulette.placeholders} />);
    const templates = screen.getByRole('table', {name: 'Message templates'});
    expect(within(rowFor(templates, 'Lose message')).getByText(/lost \{bet\}/)).toBeTruthy();
    const placeholders = screen.getByRole('table', {name: 'Placeholders'});
    expect(within(placeholders).getAllByRole('row')).toHaveLength(roulette.placeholders.length + 1);
  });
});

describe('ModulesTable', () => {
  it('has one row per module linking to its page and its commands', () => {
    render(<ModulesTable />);
    const table = screen.getByRole('table', {name: 'Chatbot modules'});
    expect(within(table).getAllByRole('row')).toHaveLength(chatModules.length + 1);
    const duelRow = rowFor(table, 'Duel');
    expect(within(duelRow).getByRole('link', {name: 'Duel'}).getAttribute('href')).toBe('/chatbot/modules/duel');
    expect(within(duelRow).getByRole('link', {name: '!cancelduel'}).getAttribute('href')).toBe('/chatbot/commands/default/cancelduel');
    expect(within(rowFor(table, 'Emote Combo')).getByText('None: it runs by itself.')).toBeTruthy();
  });
});

describe('FiltersComparisonTable', () => {
  it('has one row per filter and lists only what each filter adds', () => {
    render(<FiltersComparisonTable />);
    const table = screen.getByRole('table', {name: 'Spam filters compared'});
    expect(within(table).getAllByRole('row')).toHaveLength(spamFilters.length + 1);
    const linksRow = rowFor(table, 'Links');
    expect(within(linksRow).getByText(/!permit/)).toBeTruthy();
    expect(within(linksRow).getByText('Links on the Allowlist are allowed.')).toBeTruthy();
    expect(within(linksRow).getByText('A link on the Blocklist gets double the Timeout duration.')).toBeTruthy();
    expect(within(rowFor(table, 'Paragraph')).getByText('The shared rules only')).toBeTruthy();
    expect(within(rowFor(table, 'Emotes')).getByText('Excluded user groups only')).toBeTruthy();
    const bannedRow = rowFor(table, 'Banned words');
    expect(within(bannedRow).getByText('A group also skips chatters at or above its own Exclude user group.')).toBeTruthy();
    expect(within(bannedRow).getByText(/harshest action wins/)).toBeTruthy();
  });
});

describe('module and filter summaries', () => {
  it('lists commands with the lowest user level that may run them', () => {
    render(<ModuleCommandsTable commands={moduleBySlug('raffle').commands} />);
    const row = screen.getByRole('link', {name: '!cancelraffle'}).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', {name: 'Moderator'}).getAttribute('href')).toBe('/chatbot/commands#user-levels');
  });

  it('shows what a module needs and where its live events are', () => {
    render(<ModuleSummary module={moduleBySlug('emotepyramid')} />);
    expect(screen.getByRole('link', {name: 'websocket topic'}).getAttribute('href')).toBe('/websockets/topics/chatbot/modules-pyramid');
  });

  it('mentions !permit only on filters it applies to', () => {
    const {unmount} = render(<FilterSummary filter={filterBySlug('links')} />);
    expect(screen.getByRole('link', {name: '!permit'}).getAttribute('href')).toBe('/chatbot/commands/default/permit');
    unmount();
    render(<FilterSummary filter={filterBySlug('caps')} />);
    expect(screen.queryByRole('link', {name: '!permit'})).toBeNull();
  });
});
