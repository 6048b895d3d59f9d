import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@/lib/list-params';
import type { DataTablePagination } from './data-table';

export type DataTablePaginationBarProps = { pagination: DataTablePagination };

// Page, page size and "1–25 of 312" under a server-paged table.
export function DataTablePaginationBar({ pagination }: DataTablePaginationBarProps) {
  return (
    <TablePagination
      component="div"
      count={pagination.total}
      // MUI counts pages from 0, Laravel from 1.
      page={Math.max(0, Math.min(pagination.page - 1, Math.ceil(pagination.total / pagination.perPage) - 1))}
      rowsPerPage={pagination.perPage}
      rowsPerPageOptions={[...(pagination.perPageOptions ?? PAGE_SIZES)]}
      onPageChange={(_event, page) => pagination.onPageChange(page + 1)}
      onRowsPerPageChange={(event) => pagination.onPerPageChange(Number(event.target.value))}
    />
  );
}
