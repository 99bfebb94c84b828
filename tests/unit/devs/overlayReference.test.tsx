// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import ShortcutTable from '@site/src/components/ShortcutTable';
import {AlertPlaceholders, FieldTypes, Listeners, SessionKeys, WindowEventDetail} from '@site/src/components/OverlayReference';
import SessionKeysByPlatform from '@site/src/components/OverlayReference/SessionKeysByPlatform';
import {alertPlaceholders} from '@site/src/data/overlays/alertPlaceholders';
import {fieldTypes} from '@site/src/data/overlays/fields';
import {sessionGroups, sessionPlatformLabels, type SessionPlatform} from '@site/src/data/overlays/sessionKeys';
import {editorShortcuts} from '@site/src/data/overlays/shortcuts';
import {listeners, windowEvents} from '@site/src/data/overlays/widgetEvents';

const codeTexts = (element: HTMLElement) => Array.from(element.querySelectorAll('code'), (code) => code.textContent);

describe('ShortcutTable', () => {
  it('renders every key of every shortcut as <kbd>, alternatives joined with "or"', () => {
    const {container} = render(<ShortcutTable shortcuts={editorShortcuts} caption="Overlay editor shortcuts" />);
    const rows = within(screen.getByRole('table', {name: 'Overlay editor shortcuts'})).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(editorShortcuts.length);
    const keyCount = editorShortcuts.reduce((sum, shortcut) => sum + shortcut.combos.flat().length, 0);
    expect(container.querySelectorAll('kbd')).toHaveLength(keyCount);
    const undo = rows.find((row) => row.textContent?.includes('Undo'));
    expect(undo?.querySelector('td')?.textContent).toBe('Ctrl + Z or Command + Z');
  });
});

describe('OverlayReference tables', () => {
  it('lists every session key in its group table', () => {
    render(<SessionKeys />);
    for (const group of sessionGroups) {
      const table = screen.getByRole('table', {name: `Session keys: ${group.title}`});
      const keys = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td code')?.textContent);
      expect(keys).toEqual(group.keys.map((entry) => entry.key));
    }
  });

  it('lists every listener and every field type', () => {
    const listenerTable = render(<Listeners />);
    expect(codeTexts(listenerTable.container).filter((text) => listeners.some((listener) => listener.name === text))).toEqual(listeners.map((listener) => listener.name));
    listenerTable.unmount();
    const {container} = render(<FieldTypes />);
    const firstCells = Array.from(container.querySelectorAll('tbody tr td:first-child'), (cell) => cell.textContent);
    expect(firstCells).toEqual(fieldTypes.map((field) => field.type));
  });

  it('writes every alert placeholder in double braces', () => {
    const {container} = render(<AlertPlaceholders />);
    const firstCells = Array.from(container.querySelectorAll('tbody tr td:first-child'), (cell) => cell.textContent);
    expect(firstCells).toEqual(alertPlaceholders.map((placeholder) => `{{${placeholder.name}}}`));
  });

  it('describes when each window event fires and every field of its detail', () => {
    for (const event of windowEvents) {
      const {container, unmount} = render(<WindowEventDetail name={event.name} />);
      expect(container.textContent).toContain(event.when);
      expect(codeTexts(container)).toEqual(expect.arrayContaining(event.detail.map((field) => field.path)));
      unmount();
    }
  });
});

describe('SessionKeysByPlatform', () => {
  it('puts a note about one platform in that platform’s table only (the Kick subscriber count is not a Twitch note)', () => {
    for (const platform of Object.keys(sessionPlatformLabels) as SessionPlatform[]) {
      const {unmount} = render(<SessionKeysByPlatform platform={platform} />);
      const table = screen.getByRole('table', {name: `Session keys: ${sessionPlatformLabels[platform]}`});
      for (const group of sessionGroups.filter((g) => g.platforms.includes(platform))) {
        const row = within(table)
          .getAllByRole('row')
          .find((r) => r.querySelector('th, td')?.textContent === group.title);
        const note = group.platformNotes ? group.platformNotes[platform] : group.note;
        expect(row?.textContent, `${platform}: ${group.title}`).toContain(note ? note.replace(/`/g, '') : '—');
      }
      if (platform !== 'kick') expect(table.textContent, platform).not.toMatch(/On Kick|Kick’s own count/);
      unmount();
    }
  });
});
