import type { Shortcut } from '@/components/list/use-list-shortcuts';

// The keys of the timeline's grid, for the '?' sheet.
export const TIMELINE_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['←', '→', '↑', '↓'], action: 'Move by day and person' },
  { keys: ['Ctrl+←', 'Ctrl+→'], action: 'Move by a week' },
  { keys: ['Page Up', 'Page Down'], action: 'Move by a screen of people' },
  { keys: ['Home', 'End'], action: 'First or last day of the period' },
  { keys: ['T'], action: 'Today' },
  { keys: ['+', '−'], action: 'Zoom in or out, keeping the day' },
  { keys: ['Shift+←', 'Shift+→'], action: 'Mark days; Enter creates an allocation there' },
  { keys: ['Tab', 'Shift+Tab'], action: 'Next or previous bar of the row' },
  { keys: ['Alt+←', 'Alt+→'], action: 'Move the bar a day (the selection with it)' },
  { keys: ['Alt+Shift+←', 'Alt+Shift+→'], action: 'Resize the end of the bar' },
  { keys: ['[', ']'], action: 'Resize the start of the bar' },
  { keys: ['E'], action: 'Edit the bar' },
  { keys: ['D'], action: 'Duplicate the bar after itself' },
  { keys: ['S'], action: 'Split the bar at the cursor' },
  { keys: ['Delete'], action: 'Remove the bar (undo in the message)' },
  { keys: ['C'], action: 'Conflicts and their fixes' },
  { keys: ['Ctrl+Z', 'Ctrl+Shift+Z'], action: 'Undo, redo' },
  { keys: ['Escape'], action: 'Clear the marked days and the selection' },
  { keys: ['?'], action: 'This list' },
];

export const TIMELINE_KEY_HELP =
  'Alt with left or right arrow moves the bar under the cursor a day, with Shift resizes its end; [ and ] resize its start; E edits, D duplicates, S splits at the cursor, Delete removes; C lists conflicts; Control Z undoes; question mark lists every key.';
