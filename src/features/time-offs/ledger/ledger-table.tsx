import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'querystring';
import { useEffect, useRef } from 'react';
import type { LedgerEntry } from '@/api/time-offs/time-off.schemas';
import { calendarDay } from '@/lib/calendar-day';
import {
  daysFigure,
  dayText,
  isEntryInFocus,
  ledgerKindLabel,
  signedDays,
  type LedgerFocus,
} from '@/lib/time-off-balance-text';
import { queryWith } from '@/components/url/use-url-state';
import { opensRequest } from '../request/request-url';
import { ledgerUrl } from './ledger-url';

// Where a taken entry came from: the request, opened by the requests' own link, the ledger closed.
const requestQueryOf = (query: ParsedUrlQuery, id: number) =>
  opensRequest(id)(queryWith(query, ledgerUrl.write(null)));

// The ledger as a statement, oldest first: each change and the balance after it. The entries the
// drawer was opened at are marked (in words too) and scrolled to.
export function LedgerTable({
  entries,
  focus,
}: {
  entries: readonly LedgerEntry[];
  focus: LedgerFocus | null;
}) {
  const { query } = useRouter();
  const today = calendarDay(new Date());
  const firstMarked = useRef<HTMLTableRowElement>(null);
  const firstMarkedIndex = entries.findIndex((entry) => isEntryInFocus(entry, focus, today));
  useEffect(() => {
    firstMarked.current?.scrollIntoView?.({ block: 'center' });
  }, [focus, firstMarkedIndex]);
  return (
    <Table size="small" aria-label="Ledger entries">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>What</TableCell>
          <TableCell align="right">Days</TableCell>
          <TableCell align="right">Balance after</TableCell>
          <TableCell>By</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => {
          const marked = isEntryInFocus(entry, focus, today);
          return (
            <TableRow
              key={entry.id}
              ref={index === firstMarkedIndex ? firstMarked : undefined}
              selected={marked}
              aria-current={marked ? 'true' : undefined}
              sx={
                marked ? { boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` } : undefined
              }
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(entry.date)}</TableCell>
              <TableCell>
                <EntryWhat entry={entry} query={query} />
                {marked ? (
                  <Typography component="span" variant="caption" sx={{ ml: 1, fontWeight: 600 }}>
                    (marked)
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{signedDays(entry.days)}</TableCell>
              <TableCell align="right">{daysFigure(entry.balance_after)}</TableCell>
              <TableCell>{entry.created_by?.name ?? 'Automatic'}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function EntryWhat({ entry, query }: { entry: LedgerEntry; query: ParsedUrlQuery }) {
  return (
    <>
      {ledgerKindLabel(entry.kind)}
      {entry.time_off_id !== null ? (
        <>
          {' \u00b7 '}
          <Link
            component={NextLink}
            href={{
              pathname: '/time-offs',
              query: requestQueryOf(query, entry.time_off_id),
            }}
            shallow
            scroll={false}
          >
            Request #{entry.time_off_id}
          </Link>
        </>
      ) : null}
      {entry.note ? (
        <Typography variant="body2" color="text.secondary">
          {entry.note}
        </Typography>
      ) : null}
    </>
  );
}
