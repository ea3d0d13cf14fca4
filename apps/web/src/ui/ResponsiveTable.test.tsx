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

interface Rule {
  id: string;
  /** Which load of the page's data the row came from. */
  load: number;
}

/**
 * A page whose action column reads the page's own state: each load of its data gives new rows and
 * new columns, and every cell records the pair it was rendered with.
 */
function ReloadingPage({ pairs }: { pairs: string[] }) {
  const [load, setLoad] = useState(1);
  const rows: Rule[] = [{ id: 'birthday', load }];
  const columns: ResponsiveColumn<Rule>[] = [
    {
      header: 'Actions',
      role: 'actions',
      cell: (rule) => {
        pairs.push(`columns of load ${load}, row of load ${rule.load}`);
        return (
          <button type="button" onClick={() => setLoad((n) => n + 1)}>
            Load again
          </button>
        );
      },
    },
  ];
  return <ResponsiveTable label="Rules" rows={rows} rowKey={(rule) => rule.id} columns={columns} />;
}

describe('ResponsiveTable: a cell is a row with the columns of the same render', () => {
  it('never pairs new columns (a button enabled again) with a row from an earlier render', () => {
    const pairs: string[] = [];
    renderWithTheme(<ReloadingPage pairs={pairs} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load again' }));
    expect(pairs.at(-1)).toBe('columns of load 3, row of load 3');
    expect(pairs.filter((pair) => !/load (\d+), row of load \1$/.test(pair))).toEqual([]);
  });
});

/** A list that starts empty and fills in one urgent update (a click), as a local filter would. */
function FillingPage({ rowsInDocument }: { rowsInDocument: Map<string, number> }) {
  const [people, setPeople] = useState<Person[]>([]);
  const columns = useMemo(
    (): ResponsiveColumn<Person>[] => [
      {
        header: 'Name',
        cell: (person) => {
          // How many rows the document held when this row rendered: what earlier commits showed.
          rowsInDocument.set(person.id, document.querySelectorAll('tbody tr').length);
          return person.name;
        },
      },
    ],
    [rowsInDocument],
  );
  const fill = () => setPeople(Array.from({ length: 40 }, (_, n) => ({ id: `p${n}`, name: `Person ${n}` })));
  return (
    <>
      <button type="button" onClick={fill}>
        Fill
      </button>
      <ResponsiveTable label="People" rows={people} rowKey={personKey} columns={columns} />
    </>
  );
}

describe('ResponsiveTable: the first rows of a list filled in an urgent update', () => {
  it('shows the first 15 rows in that update and the rest in a render after it', () => {
    const rowsInDocument = new Map<string, number>();
    renderWithTheme(<FillingPage rowsInDocument={rowsInDocument} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect(screen.getAllByRole('row')).toHaveLength(41);
    // The first rows rendered before any of them was committed; the 16th after the first 15 were.
    expect(rowsInDocument.get('p0')).toBe(0);
    expect(rowsInDocument.get('p15')).toBe(15);
  });
});
