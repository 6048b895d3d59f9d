import { screen, waitFor } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import * as z from 'zod/mini';
import { useDeleteSavedFilter } from '@/api/saved-filters/saved-filter.mutations';
import { useSavedFilters } from '@/api/saved-filters/saved-filter.queries';
import { savedFilterPageSchema, type SavedFilter } from '@/api/saved-filters/saved-filter.schemas';
import { DataTable } from '@/components/data-grid/data-table';
import { useListParams } from '@/components/list/use-list-params';
import { useListScreen } from '@/components/list/use-list-screen';
import { listParam, type ListDefaults } from '@/lib/list-params';
import { answerWith } from '../../support/answer-with';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

setupMockApi();

// A list screen over a real paged list: the admin's saved filters, 10 a page, newest first. acme's
// admin has 12 (ids 1–12 in the seed's order), so page 2 holds the two oldest: ids 2 and 1.
const schema = z.object({ q: listParam.text() });
const DEFAULTS: ListDefaults<z.output<typeof schema>> = {
  filters: { q: '' },
  sort: { id: 'created_at', desc: true },
  perPage: 10,
};
const COLUMNS: ColumnDef<SavedFilter, unknown>[] = [{ id: 'name', header: 'Name', accessorKey: 'name' }];
const rowId = (row: SavedFilter) => String(row.id);
const rowLabel = (row: SavedFilter) => row.name;

function SavedFilterScreen() {
  const list = useListParams(schema, DEFAULTS);
  const query = useSavedFilters(list.page, { enabled: list.ready });
  const listScreen = useListScreen({ list, query, rowId, rowLabel });
  const remove = useDeleteSavedFilter();
  const deleteSelected = async () => {
    for (const id of listScreen.selectedIds) await remove.mutateAsync(id);
  };
  return (
    <>
      <DataTable ariaLabel="Saved filters" columns={COLUMNS} {...listScreen.tableProps} />
      {/* In order, as JSON: numbers print bare, strings quoted. */}
      <output aria-label="Selected ids">
        {JSON.stringify(listScreen.selectedIds.toSorted((a, b) => a - b))}
      </output>
      <button type="button" onClick={() => void deleteSelected()}>
        Delete selected
      </button>
    </>
  );
}

const open = (url: string, ready: () => Promise<unknown>) =>
  renderScreen(SavedFilterScreen, { url, as: 'admin@acme.test', ready });

const checkbox = (name: string) => screen.findByRole('checkbox', { name: `Select ${name}` });

describe('useListScreen', () => {
  it("gives the answer's rows to the table, and the ticked rows' ids as numbers", async () => {
    const { user } = await open('/saved-views', () => checkbox('Search: Anna'));
    // Page 1: the ten newest, ids 12 down to 3.
    expect(screen.getAllByRole('checkbox', { name: /^Select (?!all rows)/ })).toHaveLength(10);
    expect(screen.queryByRole('checkbox', { name: 'Select Available engineers' })).not.toBeInTheDocument();
    await user.click(await checkbox('Search: Anna'));
    await user.click(await checkbox('Unavailable'));
    expect(screen.getByRole('status', { name: 'Selected ids' })).toHaveTextContent('[10,12]');
  });

  it('a last page emptied by a delete shows the page before it, and the link says so', async () => {
    const { user, router, rerender } = await open('/saved-views?page=2', () =>
      checkbox('Available engineers'),
    );
    // The page asked is within the list: the link stays as it is.
    expect(router.replace).not.toHaveBeenCalled();
    await user.click(await checkbox('Available engineers'));
    await user.click(await checkbox('React developers'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));

    await waitFor(() => expect(router.asPath).toBe('/saved-views'));
    // The memory router does not re-render the screen, as Next's router does.
    rerender(<SavedFilterScreen />);
    expect(await checkbox('Search: Anna')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Available engineers' })).not.toBeInTheDocument();
  });

  it("moves the link to the last page when the answer says the page asked is past it (Laravel's empty page)", async () => {
    answerWith(
      'GET',
      'saved-filters',
      200,
      { data: [], current_page: 3, last_page: 2, per_page: 10, total: 12 },
      savedFilterPageSchema,
    );
    const { router } = await open('/saved-views?page=3', () => screen.findByText('Nothing to show'));
    await waitFor(() => expect(router.asPath).toBe('/saved-views?page=2'));
  });

  it('leaves the first page of an empty list where it is', async () => {
    answerWith(
      'GET',
      'saved-filters',
      200,
      { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 },
      savedFilterPageSchema,
    );
    const { router } = await open('/saved-views', () => screen.findByText('Nothing to show'));
    expect(router.replace).not.toHaveBeenCalled();
    expect(router.asPath).toBe('/saved-views');
  });
});
