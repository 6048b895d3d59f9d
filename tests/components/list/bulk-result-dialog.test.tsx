import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BulkResultDialog } from '@/components/list/bulk-result-dialog';

describe('BulkResultDialog', () => {
  it('lists what was skipped and why, and offers to try those again', async () => {
    const onRetry = vi.fn();
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
        onRetry={onRetry}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve invoices' });
    expect(dialog).toHaveAccessibleDescription('3 done, 2 skipped.');
    const skipped = within(dialog).getAllByRole('listitem');
    expect(skipped.map((item) => item.textContent)).toEqual([
      'INV-0004Already approved',
      'INV-0005Rejected invoices cannot be approved',
    ]);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Retry skipped' }));
    expect(onRetry).toHaveBeenCalledWith([4, 5]);
  });

  it('says all were done when nothing was skipped', () => {
    render(<BulkResultDialog title="Approve" result={{ updated: [1], skipped: [] }} onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('1 done.');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry skipped' })).toBeNull();
  });
});
