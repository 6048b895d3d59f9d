import { renderHook, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { dataOf } from '@/api/common.schemas';
import { useProjectReportRow } from '@/api/project-figures/project-figure.queries';
import { reportRowSchema } from '@/api/project-figures/project-figure.schemas';
import { MONTHS } from '@/lib/quarters';
import { isClosedMonth } from '@/lib/revenue-report';
import { answerWith } from '../support/answer-with';
import { browserAtReferenceDate, getAs, setupMockApi, signIn } from '../support/mock-api';
import { lastSent, recordEachCase } from '../support/sent-requests';
import { queryWrapper } from './support/query-wrapper';

// Issue 29, defect 9: SPEC §3's financial report row has no year and no closed_through (docs/api.md
// proposes both). A row in that default shape loads: the year is the one asked for, and the closed
// months are those ended by the browser's today (15 May 2025 here: January to April).

setupMockApi();
browserAtReferenceDate();
const sent = recordEachCase();

const specRowResponse = dataOf(z.omit(reportRowSchema, { year: true, closed_through: true }));

// The mock's own row for the project, less the two proposed fields.
async function answerInDefaultShape(token: string, year: number) {
  const { body } = await getAs('acme', `internal-projects/project-revenue/1?year=${year}`, token);
  const { year: _year, closed_through: _closed, ...row } = (body as { data: Record<string, unknown> }).data;
  answerWith('GET', 'internal-projects/project-revenue/:id', 200, { data: row } as never, specRowResponse);
  return row;
}

function renderRow(year: number) {
  const { wrapper, effects } = queryWrapper();
  const hook = renderHook(() => useProjectReportRow({ id: 1, year }), { wrapper });
  return { ...hook, effects };
}

describe('the financial report row in the default shape of SPEC §3', () => {
  it('loads without year and closed_through: the year asked for, closed through the last ended month', async () => {
    const token = await signIn('admin@acme.test');
    const wire = await answerInDefaultShape(token, 2025);
    const { result, effects } = renderRow(2025);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(lastSent(sent, 'internal-projects/project-revenue/1').query)).toEqual({
      year: '2025',
    });
    const row = result.current.data!;
    expect(row).toMatchObject({ id: 1, title: wire.title, year: 2025, closed_through: '2025-04' });
    expect(MONTHS.filter((month) => isClosedMonth(row, month))).toEqual([
      'January',
      'February',
      'March',
      'April',
    ]);
    expect(effects.report).not.toHaveBeenCalled();
  });

  it('a past year is closed throughout, a coming one not at all', async () => {
    const token = await signIn('admin@acme.test');
    await answerInDefaultShape(token, 2024);
    const past = renderRow(2024);
    await waitFor(() => expect(past.result.current.isSuccess).toBe(true));
    expect(past.result.current.data!.year).toBe(2024);
    expect(MONTHS.every((month) => isClosedMonth(past.result.current.data!, month))).toBe(true);

    await answerInDefaultShape(token, 2026);
    const coming = renderRow(2026);
    await waitFor(() => expect(coming.result.current.isSuccess).toBe(true));
    expect(coming.result.current.data!.year).toBe(2026);
    expect(MONTHS.some((month) => isClosedMonth(coming.result.current.data!, month))).toBe(false);
  });

  it('a row that says its year and closed_through is taken at its word', async () => {
    await signIn('admin@acme.test');
    const { result } = renderRow(2025);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ year: 2025, closed_through: '2025-04' });
  });
});
