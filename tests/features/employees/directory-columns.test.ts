import { directoryColumns } from '@/features/employees/directory/directory-columns';

// A 1280-px window: the navigation (248 px and its border), the page's padding (24 px each side), room for
// a page scrollbar and the table's own (15 px each), and the checkbox column (56 px).
const ROOM_AT_1280 = 1280 - 249 - 48 - 2 * 15 - 56;

describe('the directory’s columns', () => {
  it('the default columns fit a 1280-px window whole; the rest wait in the column menu', () => {
    const columns = directoryColumns({});
    const shown = columns.filter((column) => !column.meta?.hidden);
    expect(shown.map((column) => column.id)).toEqual([
      'name',
      'title',
      'department',
      'availability',
      'email',
    ]);
    const width = shown.reduce((sum, column) => sum + Number(column.meta?.width), 0);
    expect(width).toBeLessThanOrEqual(ROOM_AT_1280);
    expect(columns.filter((column) => column.meta?.hidden).map((column) => column.id)).toEqual([
      'seniority',
      'skills',
      'status',
    ]);
    // The column that names the row cannot be hidden.
    expect(columns[0]?.meta?.hideable).toBe(false);
  });
});
