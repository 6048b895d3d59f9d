import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ShortcutSheet } from '@/components/list/shortcut-sheet';
import { useListShortcuts } from '@/components/list/use-list-shortcuts';

const IDS = ['1', '2', '3'];

// A list as a screen wires it: a search field, rows marked active, a selection, an opened row.
function List({ onOpen }: { onOpen: (id: string) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const shortcuts = useListShortcuts({
    rowIds: IDS,
    onToggle: (id) =>
      setSelected((ids) => (ids.includes(id) ? ids.filter((kept) => kept !== id) : [...ids, id])),
    onOpen,
  });
  return (
    <>
      <input type="search" aria-label="Search" />
      <ul aria-label="Rows">
        {IDS.map((id) => (
          <li key={id} aria-current={id === shortcuts.activeId || undefined}>
            Row {id}
            {selected.includes(id) ? ' (selected)' : ''}
          </li>
        ))}
      </ul>
      {shortcuts.sheetOpen ? <ShortcutSheet onClose={shortcuts.closeSheet} /> : null}
    </>
  );
}

const active = () => screen.queryByRole('listitem', { current: true })?.textContent ?? null;

describe('useListShortcuts', () => {
  it('j and k move the active row, x selects it, Enter opens it', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<List onOpen={onOpen} />);
    expect(active()).toBeNull();
    await user.keyboard('j');
    expect(active()).toBe('Row 1');
    await user.keyboard('jjj');
    expect(active()).toBe('Row 3');
    await user.keyboard('k');
    expect(active()).toBe('Row 2');
    await user.keyboard('x');
    expect(active()).toBe('Row 2 (selected)');
    await user.keyboard('x');
    expect(active()).toBe('Row 2');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith('2');
  });

  it('/ goes to the search, and keys typed there stay in the field', async () => {
    const user = userEvent.setup();
    render(<List onOpen={() => {}} />);
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await user.keyboard('jx?');
    expect(search).toHaveValue('jx?');
    expect(active()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('? shows the shortcut sheet, which lists each key and what it does', async () => {
    const user = userEvent.setup();
    render(<List onOpen={() => {}} />);
    await user.keyboard('?');
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(sheet)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'KeyWhat it does',
      '/Search',
      'jNext row',
      'kPrevious row',
      'xSelect or unselect the row',
      'EnterOpen the row',
      '?Show these shortcuts',
    ]);
    // Inside the sheet the list's keys do nothing.
    await user.keyboard('j');
    expect(active()).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
