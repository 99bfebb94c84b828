// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen, within} from '@testing-library/react';
import CommandHeader from '@site/src/components/CommandHeader';
import CommandPage from '@site/src/components/CommandPage';
import {commandToc} from '@site/src/components/CommandPage/sections';
import CommandReferenceTable from '@site/src/components/CommandReferenceTable';
import UserLevelTable from '@site/src/components/UserLevelTable';
import SubcommandTable from '@site/src/components/SubcommandTable';
import {commands, getCommand} from '@site/src/data/commands';
import {moderatorPointsCommands, pointsCommands, superModeratorCommands} from './expected';
import {cooldownText, offByDefaultText} from '@site/src/data/commands/format';
import {platformLabels} from '@site/src/data/platforms';

/** What a command page gets: its data module, and the related summaries plugins/remark-command-page adds. */
const pageProps = (name: string) => {
  const command = getCommand(name);
  return {command, relatedSummaries: Object.fromEntries(command.relatedCommands.map((related) => [related, getCommand(related).summary]))};
};

const rowNames = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-command'))
    .filter((name): name is string => !!name);

describe('CommandHeader', () => {
  it('shows the summary, each syntax form, the level badge linking to user levels, and aliases', () => {
    render(<CommandHeader command={getCommand('play')} />);
    const card = screen.getByRole('region', {name: '!play at a glance'});
    expect(within(card).getByText('Resumes the media request player after !pause.')).toBeTruthy();
    expect(card.querySelectorAll('pre').length).toBe(2);
    const badge = within(card).getByRole('link', {name: 'Moderator'});
    expect(badge.getAttribute('href')).toBe('/chatbot/commands#user-levels');
    const aliases = within(card).getByText('Aliases').nextElementSibling;
    expect(aliases?.textContent).toBe('!resume');
    expect(within(card).getByText('Twitch')).toBeTruthy();
  });

  // One render per command; the timeout is the harness's patience on a loaded machine, not a speed budget.
  it('shows, for every command, its platforms, its default cooldown and whether it is switched off by default, from its data', () => {
    for (const command of commands) {
      const {unmount} = render(<CommandHeader command={command} />);
      const platforms = command.platforms === null ? 'Not documented' : command.platforms.map((id) => platformLabels[id]).join(', ');
      expect(screen.getByText('Platforms').nextElementSibling?.textContent, command.name).toBe(platforms);
      const cooldown = screen.queryByText('Default cooldown');
      expect(cooldown?.nextElementSibling?.textContent ?? null, command.name).toBe(command.cooldown ? cooldownText(command.cooldown) : null);
      const state = screen.queryByText('By default');
      expect(state?.nextElementSibling?.textContent ?? null, command.name).toBe(command.offByDefault ? offByDefaultText : null);
      unmount();
    }
    expect(commands.filter((command) => command.offByDefault).length).toBeGreaterThan(0);
    expect(commands.filter((command) => command.cooldown).length).toBeGreaterThan(0);
  });

  it('shows cooldowns in seconds, every requirement, and marks aliases that are not confirmed', () => {
    const {unmount} = render(<CommandHeader command={getCommand('songrequest')} />);
    expect(screen.getByText('Default cooldown').nextElementSibling?.textContent).toBe('15 seconds per viewer and 3 seconds for the whole chat.');
    unmount();
    const roulette = render(<CommandHeader command={getCommand('roulette')} />);
    const needs = screen.getByText('Needs').nextElementSibling!;
    expect(within(needs as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Roulette module',
      'Loyalty points switched on (Loyalty settings in the dashboard)',
    ]);
    roulette.unmount();
    // No alias is unconfirmed in the data since updates-2026c; the marker still works for one that is.
    render(<CommandHeader command={{...getCommand('accountage'), unconfirmedAliases: ['!created']}} />);
    expect(screen.getByText('Aliases').nextElementSibling?.textContent).toBe('!accage, !creatednot confirmed');
  });

  it('marks a user level the provider’s pages disagree on, in the header and in the reference table', () => {
    const disputed = commands.filter((command) => command.userLevelUnconfirmed);
    expect(disputed.map((command) => command.name)).toContain('level');
    for (const command of disputed) {
      const {unmount} = render(<CommandHeader command={command} />);
      expect(screen.getByText('User level').nextElementSibling?.textContent, command.name).toMatch(/not confirmed$/);
      unmount();
    }
    const settled = commands.find((command) => !command.userLevelUnconfirmed)!;
    const header = render(<CommandHeader command={settled} />);
    expect(screen.getByText('User level').nextElementSibling?.textContent).not.toMatch(/not confirmed/);
    header.unmount();
    render(<CommandReferenceTable />);
    for (const command of commands) {
      const row = document.querySelector(`tr[data-command="${command.name}"]`)!;
      expect(row.textContent?.includes('not confirmed'), command.name).toBe(command.userLevelUnconfirmed === true);
    }
  });

  it('links the module a command needs to its page', () => {
    render(<CommandHeader command={getCommand('duel')} />);
    expect(screen.getByRole('link', {name: 'Duel module'}).getAttribute('href')).toBe('/chatbot/modules/duel');
    expect(screen.getByText('A per-viewer and a global cooldown, both set in the Duel module.')).toBeTruthy();
  });

  it('lists limits and notes, and says plainly which are not confirmed', () => {
    render(<CommandPage {...pageProps('permit')} />);
    const section = screen.getByRole('heading', {level: 2, name: 'Limits and notes'}).closest('section')!;
    const item = within(section).getByText(/30 seconds and every filter \(the filters overview\)/);
    expect(item.textContent).toContain('not confirmed');
    expect(within(section).getByText(/^Not confirmed: the provider’s newer pages/)).toBeTruthy();
  });

  it('shows limits without a "not confirmed" line when every fact is confirmed', () => {
    render(<CommandPage {...pageProps('nuke')} />);
    const section = screen.getByRole('heading', {level: 2, name: 'Limits and notes'}).closest('section')!;
    expect(within(section).getByText('The lookback is at most 300 seconds (5 minutes).')).toBeTruthy();
    expect(within(section).queryByText(/not confirmed/i)).toBeNull();
  });

  it('says plainly where the facts do not give platforms', () => {
    render(<CommandHeader command={{...getCommand('raffle'), platforms: null}} />);
    expect(screen.getByText('Platforms').nextElementSibling?.textContent).toBe('Not documented');
  });
});

describe('CommandPage', () => {
  it('renders the same h2 and h3 headings, in order, as its table of contents', () => {
    const {container} = render(
      <CommandPage {...pageProps('queue')}>
        <p>Own words.</p>
      </CommandPage>,
    );
    const headings = Array.from(container.querySelectorAll('h2, h3')).map((h) => ({id: h.id, level: Number(h.tagName[1])}));
    expect(headings).toEqual(commandToc(getCommand('queue')).map(({id, level}) => ({id, level})));
    expect(screen.getByRole('heading', {level: 2, name: 'When to use it'})).toBeTruthy();
    expect(screen.getByText('Own words.')).toBeTruthy();
  });

  it('shows chat examples with labelled speaker roles and related command links', () => {
    render(<CommandPage {...pageProps('points')} />);
    const transcript = screen.getAllByRole('list', {name: /^Chat transcript/})[0]!;
    expect(within(transcript).getAllByText('Viewer').length).toBeGreaterThan(0);
    expect(within(transcript).getAllByText('Bot').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', {name: '!top'}).getAttribute('href')).toBe('/chatbot/commands/default/top');
    expect(screen.queryByRole('heading', {name: 'When to use it'})).toBeNull();
  });

  it('throws a helpful error for an unknown command', () => {
    expect(() => getCommand('nosuch')).toThrowError(/No default command "nosuch".*\/chatbot\/commands\/default\/nosuch/);
  });

  it('refuses to render without the related summaries its compile step adds', () => {
    expect(() => render(<CommandPage command={getCommand('points')} />)).toThrowError(/<CommandPage> for !points has no related summaries.*remark-command-page/);
  });
});

describe('CommandReferenceTable', () => {
  it('renders every command with a link to its page', () => {
    render(<CommandReferenceTable />);
    expect(rowNames()).toHaveLength(commands.length);
    expect(screen.getByRole('link', {name: '!8ball'}).getAttribute('href')).toBe('/chatbot/commands/default/8ball');
    expect(screen.getByText(`Showing ${commands.length} of ${commands.length} commands`)).toBeTruthy();
  });

  it('separates a command’s name from its aliases by a space, so the cell reads as two words without styles', () => {
    render(<CommandReferenceTable />);
    const withAliases = commands.filter((command) => command.aliases.length > 0);
    expect(withAliases.length).toBeGreaterThan(0);
    for (const command of withAliases) {
      const cell = screen.getAllByRole('row').find((row) => row.getAttribute('data-command') === command.name)!.querySelector('th')!;
      expect(cell.textContent).toBe(`!${command.name} aliases: ${command.aliases.join(', ')}`);
    }
  });

  it('filters as you type and by user level', () => {
    render(<CommandReferenceTable />);
    fireEvent.change(screen.getByLabelText('Filter commands'), {target: {value: 'points'}});
    expect(rowNames()).toEqual(pointsCommands);
    fireEvent.change(screen.getByLabelText('User level'), {target: {value: 'moderator'}});
    expect(rowNames()).toEqual(moderatorPointsCommands);
    fireEvent.change(screen.getByLabelText('Filter commands'), {target: {value: 'zzz'}});
    expect(screen.getByText(/No default command matches/)).toBeTruthy();
  });

  it('sorts by user level and by name, and marks the sorted column', () => {
    render(<CommandReferenceTable />);
    const levelButton = screen.getByRole('button', {name: /User level/});
    fireEvent.click(levelButton);
    fireEvent.click(levelButton);
    expect(rowNames().slice(0, superModeratorCommands.length)).toEqual(superModeratorCommands);
    expect(levelButton.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', {name: /Command/}));
    expect(rowNames()[0]).toBe('8ball');
    expect(levelButton.closest('th')?.getAttribute('aria-sort')).toBe('none');
  });
});

describe('UserLevelTable and SubcommandTable', () => {
  it('lists the seven user levels with their numbers', () => {
    render(<UserLevelTable />);
    expect(screen.getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('rowheader', {name: 'Super Moderator'}).closest('tr')?.textContent).toContain('1000');
    const broadcaster = screen.getByRole('rowheader', {name: 'Broadcaster'}).closest('tr')?.textContent ?? '';
    expect(broadcaster).toContain('None (set in the dashboard)');
    expect(broadcaster).not.toContain('2000');
    expect(screen.getByRole('rowheader', {name: 'VIP'}).closest('tr')?.textContent).toContain('Twitch only');
  });

  it('lists a command’s subcommands with the forms to type', () => {
    const command = getCommand('command');
    render(<SubcommandTable command={command} />);
    expect(screen.getByText('!command add !<command_name> <response_text>')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength((command.subcommands ?? []).length + 1);
  });
});
