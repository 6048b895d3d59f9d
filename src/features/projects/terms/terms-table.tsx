import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import { termStatusLabel, type Term } from '@/api/terms/term.schemas';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { fromCents } from '@/lib/cents';
import { formatByCurrency } from '@/lib/currency-totals';
import { formatDuration } from '@/lib/duration';
import { formatMoney } from '@/lib/money';
import { termFigures, termTotals } from './term-figures';
import { rangeText } from './term-format';

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

// How the buttons of a row name it: a person may have several terms on a project.
export const termName = (term: Term): string =>
  `${term.user.name}, ${rangeText(term.start_date, term.end_date)}`;

type Props = {
  title: string;
  terms: readonly Term[];
  editable: boolean;
  // A term a link pointed at (a reminder): marked and scrolled to.
  highlightId?: number | null;
  onEdit: (term: Term) => void;
  onDelete: (term: Term) => void;
};

// Terms as a table: who, when, how much of each day, at what rate, and what that comes to over the
// term's working days; the footer adds days and hours, and the value per currency.
export function TermsTable({ title, terms, editable, highlightId = null, onEdit, onDelete }: Props) {
  const highlighted = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    highlighted.current?.scrollIntoView?.({ block: 'center' });
  }, [highlightId]);
  const totals = termTotals(terms);
  return (
    <TableContainer>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            <TableCell>From – to</TableCell>
            <TableCell align="right">Hours a day</TableCell>
            <TableCell align="right">Share of 8 h</TableCell>
            <TableCell align="right">Hourly rate</TableCell>
            <TableCell align="right">Working days</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell>Status</TableCell>
            {editable ? (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {terms.map((term) => {
            const figures = termFigures(term);
            const isHighlighted = term.id === highlightId;
            return (
              <TableRow
                key={term.id}
                selected={isHighlighted}
                aria-current={isHighlighted ? 'true' : undefined}
                ref={isHighlighted ? highlighted : undefined}
              >
                <TableCell component="th" scope="row">
                  {term.user.name}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {rangeText(term.start_date, term.end_date)}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {term.hours_per_day}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {`${PERCENT.format(term.percentage)} %`}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {formatMoney(term.hourly_rate, term.currency)}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {term.working_days}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {formatDuration(figures.minutes)}
                </TableCell>
                <TableCell align="right" sx={NUMERIC}>
                  {formatMoney(fromCents(figures.cents), term.currency)}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant={term.status === 'tentative' ? 'outlined' : 'filled'}
                    label={termStatusLabel(term.status)}
                  />
                </TableCell>
                {editable ? (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit ${termName(term)}`} onClick={() => onEdit(term)}>
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton aria-label={`Delete ${termName(term)}`} onClick={() => onDelete(term)}>
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={5}>
              Total
            </TableCell>
            <TableCell align="right" sx={NUMERIC}>
              {totals.days}
            </TableCell>
            <TableCell align="right" sx={NUMERIC}>
              {formatDuration(totals.minutes)}
            </TableCell>
            <TableCell align="right" sx={NUMERIC}>
              {formatByCurrency(totals.value)}
            </TableCell>
            <TableCell colSpan={editable ? 2 : 1} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
