import { serverTableProps } from '@/components/list/server-table-props';

const list = {
  sorting: [{ id: 'issue_date', desc: true }],
  onSortingChange: vi.fn(),
  page: 3,
  perPage: 25,
  setPage: vi.fn(),
  setPerPage: vi.fn(),
};

describe('serverTableProps: a URL list answered a page at a time', () => {
  it('shows the page the server answered (it may answer the last for a page past the end) and its total', () => {
    const props = serverTableProps(list, { current_page: 2, total: 40 });
    expect(props.pagination).toMatchObject({ page: 2, perPage: 25, total: 40 });
    props.pagination.onPageChange(1);
    expect(list.setPage).toHaveBeenCalledWith(1);
    expect(props.sorting).toBe(list.sorting);
  });

  it('shows the page asked, with no total, until the first answer', () => {
    expect(serverTableProps(list, undefined).pagination).toMatchObject({ page: 3, total: 0 });
  });
});
