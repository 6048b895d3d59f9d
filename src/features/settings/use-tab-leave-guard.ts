import { samePage, useLeaveGuard, type StaysOnForm } from '@/components/form/use-leave-guard';

// A settings form is shown while the tab (and, on Integrations, the provider) stays the same: another
// tab is another page to the person, though only the query changes.
export const sameSettingsView: StaysOnForm = (next, current) =>
  samePage(next, current) &&
  ['tab', 'provider'].every((key) => next.searchParams.get(key) === current.searchParams.get(key));

// useLeaveGuard for a form on a settings tab; `stays` narrows it further (a rate card's currency).
export function useTabLeaveGuard(dirty: boolean, stays?: (next: URL) => boolean) {
  return useLeaveGuard(dirty, {
    stays: (next, current) => sameSettingsView(next, current) && (stays?.(next) ?? true),
  });
}
