import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QueryStates } from '@/components/feedback/query-states';
import { SectionPanel } from './section-panel';

export type ReadOnlyColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  // Figures: on the right, in digits of one width, so they line up.
  numeric?: boolean;
};

export type ReadOnlyTablePanelProps<Row> = {
  // The panel's heading and the table's name.
  title: string;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: readonly ReadOnlyColumn<Row>[];
  // Said above the table once it has loaded: what the figures mean, why they cannot be changed here.
  about: ReactNode;
  loadingLabel: string;
  errorMessage: string;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  maxWidth?: number;
};

// A list the API owns, shown but not changed: a skeleton while it loads, the error with Retry, an empty
// state, or a few words on it and its table.
export function ReadOnlyTablePanel<Row>({
  title,
  query,
  rows,
  rowKey,
  columns,
  about,
  loadingLabel,
  errorMessage,
  emptyTitle,
  emptyDescription,
  maxWidth,
}: ReadOnlyTablePanelProps<Row>) {
  return (
    <SectionPanel
      title={title}
      editable={false}
      isEmpty={query.isSuccess && rows.length === 0}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    >
      <QueryStates query={query} loadingLabel={loadingLabel} errorMessage={errorMessage} rows={4} />
      {query.isSuccess ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {about}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={title} sx={maxWidth ? { maxWidth } : undefined}>
              <TableHead>
                <TableRow>
                  {columns.map((column, index) => (
                    <TableCell key={index} align={column.numeric ? 'right' : undefined}>
                      {column.header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column, index) => (
                      <TableCell
                        key={index}
                        align={column.numeric ? 'right' : undefined}
                        sx={column.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </SectionPanel>
  );
}
