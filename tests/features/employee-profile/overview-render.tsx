import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { EmployeeProfileScreen } from '@/features/employee-profile/employee-profile-page';
import { getTenantDb } from '@/mocks/db';
import { createTestWrapper } from '../../render';

// The profile page at /employee/{id}/overview, with the route's params as Next gives them.
export async function renderOverview(id: number) {
  const { wrapper, queryClient, router } = createTestWrapper(`/employee/${id}/overview`);
  router.query = { id: String(id), tab: ['overview'] };
  const rendered = render(<EmployeeProfileScreen />, { wrapper });
  await screen.findByRole('region', { name: 'Overview' });
  return { ...rendered, queryClient, router };
}

export const card = (name: string) => screen.getByRole('region', { name });

export const dialog = (name: string) => screen.getByRole('dialog', { name });

// The value shown beside a label in a card's description list.
export function detailOf(cardName: string, label: string): string {
  const term = within(card(cardName)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

export async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Someone the seed has already hired: past 'pre-offer', so the gate keeps their profile read-only.
export async function hiredPerson() {
  const person = (await getTenantDb('acme')).users.findFirst((q) => q.where({ stage: 'hired' }));
  if (!person) throw new Error('The seed has nobody hired');
  return person;
}

export async function storedUser(id: number) {
  return (await getTenantDb('acme')).users.findFirst((q) => q.where({ id }));
}
