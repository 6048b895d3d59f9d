import { screen } from '@testing-library/react';
import { timeOffPreviewSchema, type TimeOffPreview } from '@/api/time-offs/time-off.schemas';
import { PreviewPanel } from '@/features/time-offs/request/preview-panel';
import { renderWithApp } from '../../render';

// Issue 30, M2: the preview's teammates off carry `type: null` when the kind of their leave is not the
// caller's to see; the panel says they are away, not why.

const person = (id: number, name: string) => ({ id, name, avatar: null });

const preview: TimeOffPreview = {
  working_days: 3,
  hours: '24:00',
  skipped: [],
  balance_before: 10,
  balance_after: 7,
  eligible: true,
  eligible_from: null,
  approvers: [],
  overlaps: [
    {
      user: person(7, 'Ana Kvirikashvili'),
      type: null,
      status: 'approved',
      start_date: '2031-03-03',
      end_date: '2031-03-05',
    },
    {
      user: person(8, 'Levan Gelashvili'),
      type: 'vacation',
      status: 'pending',
      start_date: '2031-03-04',
      end_date: '2031-03-04',
    },
  ],
  allocations: [],
};

describe('the request preview: teammates off', () => {
  it('the contract accepts a teammate whose kind of leave is private (type null)', () => {
    expect(timeOffPreviewSchema.safeParse({ data: preview }).success).toBe(true);
  });

  it('says a teammate whose kind of leave is private is away, and names the kind only when it is sent', () => {
    renderWithApp(
      <PreviewPanel preview={{ data: preview, error: null, isFetching: false, isError: false }} ready />,
    );
    const row = screen.getByText(/Ana Kvirikashvili/);
    expect(row).toHaveTextContent(/Ana Kvirikashvili \(away, .*approved\)/);
    expect(row).toHaveTextContent(/Levan Gelashvili \(vacation, .*pending\)/);
    expect(row).not.toHaveTextContent(/null/);
  });
});
