import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MoreFilters } from '@/components/list/more-filters';

// A filter that records that it was mounted: a date field starts loading its code on mount.
function RecordedFilter({ mounted }: { mounted: () => void }) {
  useEffect(mounted, [mounted]);
  return <input aria-label="Added from" />;
}

describe('MoreFilters', () => {
  it('keeps its filters out of the page until "More filters" is pressed, and hides them again', async () => {
    const mounted = vi.fn();
    render(
      <MoreFilters set={false}>
        <RecordedFilter mounted={mounted} />
      </MoreFilters>,
    );
    const toggle = screen.getByRole('button', { name: 'More filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Added from' })).toBeNull();
    expect(mounted).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Added from' })).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
    // The button names the region it opens.
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('textbox', { name: 'Added from' }),
    );

    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'Added from' })).toBeNull();
  });

  it('shows a filter the link set, with no button that could hide it', () => {
    render(
      <MoreFilters set>
        <RecordedFilter mounted={() => {}} />
      </MoreFilters>,
    );
    expect(screen.getByRole('textbox', { name: 'Added from' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More filters' })).toBeNull();
  });
});
