import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/api-error';
import { BulkResultDialog } from '@/components/list/bulk-result-dialog';
import { useBulkResult, type BulkResend } from '@/components/list/use-bulk-result';
import type { BulkRun } from '@/lib/bulk-run';

const serverFault = new ApiError({ status: 503, message: 'Service Unavailable' });
const refusal = new ApiError({ status: 403, message: 'This action is unauthorized.' });

function Harness({ run, resend }: { run: BulkRun; resend: BulkResend }) {
  const results = useBulkResult();
  return (
    <>
      <button type="button" onClick={() => results.show('Approve invoices', run, resend)}>
        Act
      </button>
      {results.dialog ? <BulkResultDialog {...results.dialog} labelOf={(id) => `INV-000${id}`} /> : null}
    </>
  );
}

describe('BulkResultDialog', () => {
  it('lists what was skipped and why, and offers no retry when nothing failed', () => {
    render(
      <BulkResultDialog
        title="Approve invoices"
        result={{
          updated: [1, 2, 3],
          skipped: [
            { id: 4, reason: 'Already approved' },
            { id: 5, reason: 'Rejected invoices cannot be approved' },
          ],
        }}
        labelOf={(id) => `INV-000${id}`}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve invoices' });
    expect(dialog).toHaveAccessibleDescription('3 done, 2 skipped.');
    const skipped = within(within(dialog).getByRole('list', { name: 'Skipped' })).getAllByRole('listitem');
    expect(skipped.map((item) => item.textContent)).toEqual([
      'INV-0004Already approved',
      'INV-0005Rejected invoices cannot be approved',
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });

  it('says which requests failed and why, and Retry failed resends only the server faults', async () => {
    const resend = vi.fn<BulkResend>(async (ids) => ({ updated: ids, skipped: [], failed: [] }));
    const run: BulkRun = {
      updated: [1],
      skipped: [{ id: 2, reason: 'Already approved' }],
      failed: [
        { ids: [3, 4], error: serverFault },
        { ids: [5], error: refusal },
      ],
    };
    const user = userEvent.setup();
    render(<Harness run={run} resend={resend} />);
    await user.click(screen.getByRole('button', { name: 'Act' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve invoices' });
    expect(dialog).toHaveAccessibleDescription('1 done, 1 skipped, 3 not done: a request failed.');
    const failed = within(within(dialog).getByRole('list', { name: 'Failed' })).getAllByRole('listitem');
    expect(failed.map((item) => item.textContent)).toEqual([
      'INV-0003, INV-0004the server failed (503)',
      'INV-0005refused (403): This action is unauthorized.',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Retry failed' }));
    expect(resend).toHaveBeenCalledExactlyOnceWith([3, 4]);
    expect(dialog).toHaveAccessibleDescription('3 done, 1 skipped, 1 not done: a request failed.');
    // The refusal alone is left: retrying it would be refused again.
    expect(within(dialog).queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });
});
