import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, type KeyboardEvent } from 'react';
import type { Control } from 'react-hook-form';
import type { RateCardForm } from '@/api/rate-cards/rate-card.schemas';
import { rateCellKey } from '@/lib/rate-card-diff';
import { RateCell } from './rate-cell';
import type { RateColumnView, RateGridLayout, RateRowView } from './rate-card-layout';

type Props = { control: Control<RateCardForm>; layout: RateGridLayout; currency: string };

const ROW_HEADER_SX = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 160,
  fontWeight: 500,
} as const;

// Up and down move to the same grade in the row above or below (Tab and Shift+Tab go along the rows).
function moveByArrow(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  const input = event.target as HTMLElement;
  const row = Number(input.dataset.row);
  const column = input.dataset.column;
  if (!Number.isInteger(row) || column === undefined) return;
  const next = event.currentTarget.querySelector<HTMLInputElement>(
    `input[data-row="${row + (event.key === 'ArrowUp' ? -1 : 1)}"][data-column="${column}"]`,
  );
  if (!next) return;
  event.preventDefault();
  next.focus();
}

type RowProps = {
  control: Control<RateCardForm>;
  row: RateRowView;
  rowIndex: number;
  columns: readonly RateColumnView[];
  currency: string;
};

// A row re-renders only when its own props change; each cell's input listens to its own field only, so
// typing in one cell leaves the other hundred alone.
const RateRow = memo(function RateRow({ control, row, rowIndex, columns, currency }: RowProps) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={ROW_HEADER_SX}>
        {row.name}
      </TableCell>
      {columns.map((column, columnIndex) => (
        <TableCell key={column.seniorityId} sx={{ px: 0.5, py: 0.5, verticalAlign: 'top' }}>
          <RateCell
            control={control}
            cellKey={rateCellKey(row.positionId, column.seniorityId)}
            label={`${row.name}, ${column.name}, hourly rate in ${currency}`}
            row={rowIndex}
            column={columnIndex}
          />
        </TableCell>
      ))}
    </TableRow>
  );
});

// The card as a grid: positions down (the default row first), grades across under their bands.
export function RateCardGrid({ control, layout, currency }: Props) {
  const { rows, columns, bands, hasBands } = layout;
  return (
    <TableContainer
      sx={{ maxWidth: '100%', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" sx={{ width: 'auto', '& caption': { captionSide: 'top', py: 1 } }}>
        <caption>
          {`Hourly rates in ${currency} by position (rows) and seniority (columns). An empty cell has no rate.`}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" rowSpan={hasBands ? 2 : 1} sx={ROW_HEADER_SX}>
              Position
            </TableCell>
            {bands.map((band) =>
              band.leaf ? (
                <TableCell key={band.leaf.seniorityId} component="th" scope="col" rowSpan={hasBands ? 2 : 1}>
                  {band.name}
                </TableCell>
              ) : (
                <TableCell key={band.name} component="th" scope="colgroup" colSpan={band.span} align="center">
                  {band.name}
                </TableCell>
              ),
            )}
          </TableRow>
          {hasBands ? (
            <TableRow>
              {columns
                .filter((column) => column.band !== null)
                .map((column) => (
                  <TableCell key={column.seniorityId} component="th" scope="col">
                    {column.name}
                  </TableCell>
                ))}
            </TableRow>
          ) : null}
        </TableHead>
        <TableBody onKeyDown={moveByArrow}>
          {rows.map((row, rowIndex) => (
            <RateRow
              key={row.positionId ?? 'default'}
              control={control}
              row={row}
              rowIndex={rowIndex}
              columns={columns}
              currency={currency}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
