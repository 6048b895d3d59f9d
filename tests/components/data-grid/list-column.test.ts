import type { ListColumn } from '@/components/data-grid/list-column';

type Row = { name: string; notes: string };

// A server-sorted list's column ids are its declaration's sort keys (issue 31): checked by the compiler,
// so `npx tsc --noEmit` fails when a wrong id compiles.
describe('a list column', () => {
  it('sorts only by one of the list’s sort keys; any other column says it does not sort', () => {
    const columns: ListColumn<Row, 'name'>[] = [
      { id: 'name', header: 'Name', accessorFn: (row) => row.name },
      { id: 'notes', header: 'Notes', enableSorting: false },
      // @ts-expect-error a sortable column whose id is not a sort key
      { id: 'salary', header: 'Salary' },
    ];
    expect(columns.map((column) => column.id)).toEqual(['name', 'notes', 'salary']);
  });
});
