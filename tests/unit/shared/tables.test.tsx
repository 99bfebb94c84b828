// @vitest-environment jsdom
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen, within} from '@testing-library/react';
import DataTable, {type Column} from '@site/src/components/DataTable';
import FilterBox, {FilterSelect} from '@site/src/components/FilterBox';

interface Planet {
  name: string;
  moons: number;
}

const planets: Planet[] = [
  {name: 'Mars', moons: 2},
  {name: 'Venus', moons: 0},
];
const columns: Column<Planet>[] = [
  {label: 'Planet', cell: (p) => p.name},
  {label: 'Moons', nowrap: true, cell: (p) => p.moons},
];

describe('DataTable', () => {
  it('names the table with a hidden label, or a visible caption when asked', () => {
    const {unmount} = render(<DataTable caption="Planets" rows={planets} rowKey={(p) => p.name} columns={columns} />);
    const table = screen.getByRole('table', {name: 'Planets'});
    expect(table.getAttribute('aria-label')).toBe('Planets');
    expect(table.querySelector('caption')).toBeNull();
    unmount();
    render(<DataTable caption="Planets" showCaption rows={planets} rowKey={(p) => p.name} columns={columns} />);
    expect(screen.getByRole('table', {name: 'Planets'}).querySelector('caption')?.textContent).toBe('Planets');
  });

  it('makes the first column row headers only when asked, and sits in the scroll box', () => {
    const {container} = render(<DataTable caption="Planets" rowHeaders testId="planets" rows={planets} rowKey={(p) => p.name} columns={columns} />);
    const table = screen.getByTestId('planets');
    expect(table.parentElement?.className).toBe('table-scroll');
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Mars', 'Venus']);
    expect(within(table).getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(container.querySelectorAll('th[scope="row"]')).toHaveLength(2);
  });

  it('shows the empty message across all columns when there are no rows', () => {
    render(<DataTable caption="Planets" rows={[]} rowKey={(p: Planet) => p.name} columns={columns} empty="No planet matches." />);
    const cell = screen.getByRole('cell', {name: 'No planet matches.'});
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('turns a sortable heading into a button and reports its order', () => {
    const onSort = vi.fn();
    render(
      <DataTable
        caption="Planets"
        rows={planets}
        rowKey={(p) => p.name}
        rowAttributes={(p) => ({'data-planet': p.name})}
        columns={[{...columns[0]!, sort: {direction: 'descending', onSort}}, columns[1]!]}
      />,
    );
    const heading = screen.getByRole('columnheader', {name: /Planet/});
    expect(heading.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', {name: 'Moons'}).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(heading).getByRole('button'));
    expect(onSort).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('row').map((row) => row.getAttribute('data-planet'))).toEqual([null, 'Mars', 'Venus']);
  });

  it('carries the card convention: data-cards, every body cell labelled with its column, roles spelled out', () => {
    render(<DataTable caption="Planets" rowHeaders rows={planets} rowKey={(p) => p.name} columns={columns} />);
    const table = screen.getByRole('table', {name: 'Planets'});
    expect(table.hasAttribute('data-cards')).toBe(true);
    expect(table.getAttribute('role')).toBe('table');
    expect(table.querySelector('th[scope="row"]')?.getAttribute('role')).toBe('rowheader');
    expect(table.querySelector('td')?.getAttribute('role')).toBe('cell');
    const labels = Array.from(table.querySelectorAll('tbody tr'), (row) => Array.from(row.children).map((cell) => cell.getAttribute('data-label')));
    expect(labels).toEqual(planets.map(() => columns.map((column) => column.label)));
  });

  it('shows a placeholder for an empty value and marks the cell empty, so a card leaves it out', () => {
    const withAliases: Column<Planet>[] = [columns[0]!, {label: 'Moons', placeholder: 'none', cell: (p) => (p.moons > 0 ? String(p.moons) : null)}];
    render(<DataTable caption="Planets" rows={planets} rowKey={(p) => p.name} columns={withAliases} />);
    const [mars, venus] = screen.getAllByRole('row').slice(1);
    expect(mars?.querySelector('[data-label="Moons"]')?.hasAttribute('data-empty')).toBe(false);
    expect(venus?.querySelector('[data-label="Moons"]')?.hasAttribute('data-empty')).toBe(true);
    expect(venus?.querySelector('[data-label="Moons"]')?.textContent).toBe('none');
  });

  it('renders a sortable heading as text with its arrow marked data-needs-js on the server', () => {
    const html = renderToStaticMarkup(<DataTable caption="Planets" rows={planets} rowKey={(p) => p.name} columns={[{...columns[0]!, sort: {direction: 'ascending', onSort: () => undefined}}]} />);
    expect(html).not.toContain('<button');
    expect(html).toMatch(/aria-sort="ascending"><span[^>]*>Planet<span aria-hidden="true"[^>]*data-needs-js=""/);
  });
});

function Box({hideUntilReady}: {hideUntilReady?: boolean}) {
  const [query, setQuery] = React.useState('');
  return (
    <FilterBox name="Planets" label="Filter planets" placeholder="Name" query={query} onQueryChange={setQuery} shown={query ? 1 : 2} total={2} noun="planets" hideUntilReady={hideUntilReady}>
      <FilterSelect label="Moons" value="any" onChange={() => undefined} options={[{value: 'any', label: 'Any number'}]} />
    </FilterBox>
  );
}

describe('FilterBox', () => {
  it('is a labelled search box with a live count once the page is interactive', () => {
    render(<Box />);
    expect(screen.getByRole('search', {name: 'Planets'})).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2 planets');
    fireEvent.change(screen.getByLabelText('Filter planets'), {target: {value: 'ma'}});
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 2 planets');
    expect((screen.getByLabelText('Moons') as HTMLSelectElement).disabled).toBe(false);
  });

  it('is disabled in the server-rendered page, or left out with hideUntilReady', () => {
    const html = renderToStaticMarkup(<Box />);
    expect(html).toMatch(/<input[^>]*disabled/);
    expect(html).toMatch(/<select[^>]*disabled/);
    expect(html).toContain('Showing 2 of 2 planets');
    expect(renderToStaticMarkup(<Box hideUntilReady />)).toBe('');
  });

  it('marks its live count for the Markdown twin to leave out (data-md-skip), as the count only moves with the filter', () => {
    render(<Box />);
    expect(screen.getByRole('status').hasAttribute('data-md-skip')).toBe(true);
  });
});
