import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { renderWithApp } from '../../render';

const NO_MATCH = { title: 'No invoices match', description: 'Try fewer filters or another search.' };
const NOTHING_YET = { title: 'No invoices yet', action: <a href="/invoices/new">Create one</a> };

describe("ListEmptyState: a list's empty table", () => {
  it('says none match when filters narrow the list, and Clear filters clears them', async () => {
    const onClearFilters = vi.fn();
    renderWithApp(
      <ListEmptyState filtered noMatch={NO_MATCH} empty={NOTHING_YET} onClearFilters={onClearFilters} />,
    );
    expect(screen.getByText('No invoices match')).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters or another search.')).toBeInTheDocument();
    expect(screen.queryByText('No invoices yet')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('says there are none yet, with its own action, when nothing narrows the list', () => {
    renderWithApp(
      <ListEmptyState filtered={false} noMatch={NO_MATCH} empty={NOTHING_YET} onClearFilters={vi.fn()} />,
    );
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers no Clear filters where the screen gives no way to clear them here', () => {
    renderWithApp(<ListEmptyState filtered noMatch={NO_MATCH} empty={NOTHING_YET} />);
    expect(screen.getByText('No invoices match')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
