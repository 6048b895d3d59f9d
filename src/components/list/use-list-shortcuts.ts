import { useEffect, useRef, useState } from 'react';

// What each key does on a list; ShortcutSheet shows them ('?').
export type Shortcut = { keys: readonly string[]; action: string };

export const LIST_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['/'], action: 'Search' },
  { keys: ['j'], action: 'Next row' },
  { keys: ['k'], action: 'Previous row' },
  { keys: ['x'], action: 'Select or unselect the row' },
  { keys: ['Enter'], action: 'Open the row' },
  { keys: ['?'], action: 'Show these shortcuts' },
];

// Keys typed into a field are the field's; Enter on a control is the control's.
const TYPING = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"])',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[role="textbox"]',
  '[role="combobox"]',
].join(', ');
const CONTROL = 'a, button, [role="button"], [role="link"], [role="menuitem"], [role="tab"]';
// A dialog or drawer over the list keeps its keys.
const OVERLAY = '[role="dialog"], [role="menu"], [role="listbox"]';

const focusFirstSearch = () => document.querySelector<HTMLInputElement>('input[type="search"]')?.focus();

export type ListShortcutsOptions = {
  // The rows shown, in order (the page).
  rowIds: readonly string[];
  onToggle: (rowId: string) => void;
  onOpen: (rowId: string) => void;
  // The list's search field; the first search field on the page when left out.
  focusSearch?: () => void;
  enabled?: boolean;
};

// A list's keyboard: '/' search, j/k move the active row, x selects it, Enter opens it, '?' shows the
// shortcut sheet. Not while typing in a field, with Ctrl, Alt or Meta held, or inside a dialog.
export function useListShortcuts({
  rowIds,
  onToggle,
  onOpen,
  focusSearch = focusFirstSearch,
  enabled = true,
}: ListShortcutsOptions) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  // A row gone from the page (another page, a filter) is no longer active.
  const activeId = chosenId !== null && rowIds.includes(chosenId) ? chosenId : null;
  const latest = useRef({ rowIds, activeId, onToggle, onOpen, focusSearch });
  useEffect(() => {
    latest.current = { rowIds, activeId, onToggle, onOpen, focusSearch };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING) || target?.closest(OVERLAY)) return;
      const { rowIds: ids, activeId: active, onToggle: toggle, onOpen: open } = latest.current;
      const index = active === null ? -1 : ids.indexOf(active);
      const move = (next: number) => {
        const id = ids[Math.max(0, Math.min(ids.length - 1, next))];
        if (id !== undefined) setChosenId(id);
      };
      switch (event.key) {
        case '/':
          latest.current.focusSearch();
          break;
        case 'j':
          move(index + 1);
          break;
        case 'k':
          move(index < 0 ? 0 : index - 1);
          break;
        case 'x':
          if (active === null) return;
          toggle(active);
          break;
        case 'Enter':
          if (active === null || target?.closest(CONTROL)) return;
          open(active);
          break;
        case '?':
          setSheetOpen(true);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);

  return { activeId, sheetOpen, closeSheet: () => setSheetOpen(false) };
}
