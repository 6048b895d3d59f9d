import { screen, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { dataOf } from '@/api/common.schemas';
import { reportRowSchema } from '@/api/project-figures/project-figure.schemas';
import { ProjectScreen } from '@/features/projects/project-page';
import { answerWith } from '../../support/answer-with';
import { browserAtReferenceDate, getAs, login, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

// Issue 29, defect 9: the revenue tab draws a row in SPEC §3's default shape (no year, no closed_through):
// the year is the one asked for, and the months ended by the browser's today (15 May 2025) are closed.

setupMockApi();
browserAtReferenceDate();

const ADMIN = 'admin@acme.test';
const specRowResponse = dataOf(z.omit(reportRowSchema, { year: true, closed_through: true }));

describe('project revenue, a row without year and closed_through', () => {
  it('shows the year asked for, January to April as ended, and the invoices of that year', async () => {
    const { body } = await getAs('acme', 'internal-projects/project-revenue/1?year=2025', await login(ADMIN));
    const { year: _year, closed_through: _closed, ...row } = (body as { data: Record<string, unknown> }).data;
    answerWith('GET', 'internal-projects/project-revenue/:id', 200, { data: row } as never, specRowResponse);

    await renderScreen(ProjectScreen, {
      url: '/projects/1/revenue?year=2025',
      route: '/projects/[...project]',
      as: ADMIN,
      ready: () => screen.findByRole('heading', { name: 'What explains the difference' }),
    });

    const table = screen.getByRole('region', { name: /forecast and actual by month, 2025\./ });
    expect(table).toHaveAccessibleName(expect.stringContaining('Months after Apr 2025 are open'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'Mayopen',
      'Junopen',
      'Julopen',
      'Augopen',
      'Sepopen',
      'Octopen',
      'Novopen',
      'Decopen',
      'Year 2025',
    ]);
    expect(screen.getByText(/^Ended months through Apr 2025: difference/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invoices of 2025' })).toBeInTheDocument();
    expect(screen.queryByText('The revenue of 2025 could not be loaded.')).not.toBeInTheDocument();
  });
});
