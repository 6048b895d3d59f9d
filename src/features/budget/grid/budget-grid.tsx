import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-grid/data-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { periodLabels, type BudgetGridRow, type BudgetView } from '@/lib/budget-rows';
import { DeleteButton } from '@/components/feedback/delete-button';
import { BudgetCell } from './budget-cell';
import { useBudgetGrid } from './budget-grid-context';

const NO_SORTING: SortingState = [];
const INITIAL_RECT = { width: 1200, height: 400 };
const ignoreSorting = () => undefined;
const rowIdOf = (row: BudgetGridRow) => row.key;

function TitleCell({ row }: { row: BudgetGridRow }) {
  const grid = useBudgetGrid();
  const source = row.source;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          component={row.type === 'row' ? 'span' : 'strong'}
          sx={{ display: 'block', fontWeight: row.type === 'row' ? 500 : 700 }}
        >
          {row.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.caption}
        </Typography>
      </Box>
      {source?.userAdded && grid.canDeleteRows ? (
        <DeleteButton
          what={`the row “${source.title}” and its budget`}
          label={`Delete ${source.title}`}
          onDelete={() => grid.deleteRow(source.id)}
        />
      ) : null}
    </Box>
  );
}

function columnsOf(view: BudgetView): ColumnDef<BudgetGridRow, unknown>[] {
  const labels = periodLabels(view);
  return [
    {
      id: 'title',
      header: 'Row',
      enableSorting: false,
      meta: { width: 240, hideable: false },
      cell: ({ row }) => <TitleCell row={row.original} />,
    },
    ...labels.map((label, index): ColumnDef<BudgetGridRow, unknown> => ({
      id: `period-${index}`,
      header: label,
      enableSorting: false,
      meta: { width: 170, align: 'right' },
      cell: ({ row }) => (
        <BudgetCell
          row={row.original}
          figures={row.original.periods[index]!}
          periodIndex={index}
          periodLabel={label}
        />
      ),
    })),
    {
      id: 'year',
      header: 'Year',
      enableSorting: false,
      meta: { width: 180, align: 'right' },
      cell: ({ row }) => (
        <BudgetCell row={row.original} figures={row.original.year} periodIndex={-1} periodLabel="Year" />
      ),
    },
  ];
}

// The year grid: a row per budget row, each kind's totals and net per currency; the title column stays
// in view while the months scroll sideways.
export function BudgetGrid({ rows, view, year }: { rows: BudgetGridRow[]; view: BudgetView; year: number }) {
  const columns = useMemo(() => columnsOf(view), [view]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={rowIdOf}
      ariaLabel={`Budget ${year}`}
      sorting={NO_SORTING}
      onSortingChange={ignoreSorting}
      stickyFirstColumn
      emptyState={
        <EmptyState
          title="No rows in this version"
          description="Add an overhead row, or pick another currency."
        />
      }
      estimateRowHeight={96}
      overscan={4}
      // Before layout (first paint, jsdom): a few rows, the rest as the table is measured.
      initialRect={INITIAL_RECT}
      height="65vh"
    />
  );
}
