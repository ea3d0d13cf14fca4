import { fireEvent, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render.tsx';
import { type ResponsiveColumn, ResponsiveTable } from './ResponsiveTable.tsx';

interface Person {
  id: string;
  name: string;
}

const PEOPLE: Person[] = [
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Ben' },
];
const personKey = (person: Person) => person.id;

/** A page around a table: its own state (a counter) renders it again without touching the rows. */
function Page({ stable, cellRenders }: { stable: boolean; cellRenders: { count: number } }) {
  const [clicks, setClicks] = useState(0);
  const [people, setPeople] = useState(PEOPLE);
  const memoColumns = useMemo(
    (): ResponsiveColumn<Person>[] => [
      {
        header: 'Name',
        cell: (person) => {
          cellRenders.count += 1;
          return person.name;
        },
      },
    ],
    [cellRenders],
  );
  const columns: ResponsiveColumn<Person>[] = stable
    ? memoColumns
    : [
        {
          header: 'Name',
          cell: (person) => {
            cellRenders.count += 1;
            return person.name;
          },
        },
      ];
  return (
    <>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
      <button type="button" onClick={() => setPeople([...PEOPLE, { id: 'c', name: 'Cleo' }])}>
        More people
      </button>
      <ResponsiveTable label="People" rows={people} rowKey={personKey} columns={columns} />
    </>
  );
}

describe('ResponsiveTable: rows rendered again only when the rows or columns change', () => {
  it('skips the rows when the page around it renders with the same rows, key and columns', () => {
    const cellRenders = { count: 0 };
    renderWithTheme(<Page stable cellRenders={cellRenders} />);
    const first = cellRenders.count;
    expect(first).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 1' }));
    expect(screen.getByRole('button', { name: 'Clicked 2' })).toBeTruthy();
    expect(cellRenders.count).toBe(first);
    // New rows are shown.
    fireEvent.click(screen.getByRole('button', { name: 'More people' }));
    expect(screen.getByRole('cell', { name: 'Cleo' })).toBeTruthy();
    expect(cellRenders.count).toBeGreaterThan(first);
  });

  it('renders the rows again when the columns are new objects (nothing stale is shown)', () => {
    const cellRenders = { count: 0 };
    renderWithTheme(<Page stable={false} cellRenders={cellRenders} />);
    const first = cellRenders.count;
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(cellRenders.count).toBeGreaterThan(first);
    expect(screen.getByRole('cell', { name: 'Ben' })).toBeTruthy();
  });
});
