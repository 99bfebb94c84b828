// @vitest-environment jsdom
import {readFileSync} from 'node:fs';
import path from 'node:path';
import React from 'react';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import Changelog from '@site/src/components/Changelog';
import {changelogDateLabel, changelogDays, changelogToc} from '@site/src/components/Changelog/days';
import {changelog, changelogProducts} from '@site/src/data/changelog';
import {sharedDir} from '../../support/routes';
import {readPage} from './helpers';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const sheet = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026.yaml'), 'utf8')) as {
  changelog: {date: Date | string; product: string; what: string}[];
};
/** js-yaml reads unquoted dates as Date objects. */
const isoDate = (date: Date | string) => (date instanceof Date ? date.toISOString().slice(0, 10) : date);

// Dates, order, links and summaries are checked by the build (src/data/validation/changelog.ts).
describe('changelog data (src/data/changelog.ts)', () => {
  it('has one entry per change in updates-2026.yaml, with the same dates and products', () => {
    const fromSheet = sheet.changelog.map((entry) => `${isoDate(entry.date)} ${entry.product}`).sort();
    expect(changelog.map((entry) => `${entry.date} ${entry.product}`).sort()).toEqual(fromSheet);
  });
});

describe('/chatbot/changelog', () => {
  const page = readPage('changelog.mdx');

  it('is tagged changelog and renders the data, with the table of contents from it', () => {
    expect(page.frontMatter.tags).toContain('changelog');
    expect(page.body).toContain('<Changelog />');
    expect(page.body).toContain('export const toc = changelogToc;');
    expect(page.body).not.toMatch(/^## /m);
  });

  it('shows one h2 per date, newest first, labelled with the date and anchored as YYYY-MM-DD', () => {
    const {container} = render(<Changelog />);
    const headings = Array.from(container.querySelectorAll('h2'));
    const dates = [...new Set(changelog.map((entry) => entry.date))];
    expect(headings.map((h) => h.id)).toEqual(dates);
    for (const heading of headings) {
      const [, day = '', month = '', year = ''] = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(heading.textContent ?? '') ?? [];
      expect(`${year}-${String(months.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`).toBe(heading.id);
    }
    expect(changelogToc).toEqual(headings.map((h) => ({value: h.textContent, id: h.id, level: 2})));
  });

  it('puts both changes of one day under that day, each with its product label and links', () => {
    render(<Changelog />);
    const day = screen.getByRole('heading', {level: 2, name: '13 September 2026'}).closest('section')!;
    const items = within(day).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.textContent).toMatch(/^Overlays /);
    expect(within(day).getByRole('link', {name: 'Chat alerts'}).getAttribute('href')).toBe('/chatbot/modules/chat-alerts');
  });

  it('marks each product label as a label for the Markdown twin (data-md-label), which writes it "**Product:**"', () => {
    const {container} = render(<Changelog />);
    const items = Array.from(container.querySelectorAll('li'));
    const entries = changelogDays().flatMap((day) => day.entries);
    expect(items).toHaveLength(entries.length);
    items.forEach((item, i) => {
      const label = item.querySelector('[data-md-label]');
      expect(label?.textContent).toBe(changelogProducts[entries[i]!.product]);
      expect(item.firstElementChild).toBe(label);
    });
  });

  it('keeps "New features." entries out of the page', () => {
    render(<Changelog />);
    expect(screen.queryByText(/^New features\.?$/)).toBeNull();
  });
});

describe('date helpers', () => {
  it('writes a date the same way in every time zone', () => {
    expect(changelogDateLabel('2024-07-05')).toBe('5 July 2024');
    expect(changelogDateLabel('2026-12-31')).toBe('31 December 2026');
  });

  it('groups entries of the same day and keeps their order', () => {
    const days = changelogDays();
    expect(days.reduce((sum, day) => sum + day.entries.length, 0)).toBe(changelog.length);
    expect(days.find((day) => day.date === '2026-07-18')?.entries.map((entry) => entry.product)).toEqual(['chatbot', 'docs']);
  });
});
