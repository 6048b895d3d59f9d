import { screen, within } from '@testing-library/react';
import { EmployeeProfileScreen } from '@/features/employee-profile/employee-profile-page';
import { getTenantDb } from '@/mocks/db';
import { PROFILE_ROUTE, renderScreen } from '../../support/render-screen';

// The profile page at /employee/{id}/overview, ready once the Overview shows.
export const renderOverview = (id: number) =>
  renderScreen(EmployeeProfileScreen, {
    url: `/employee/${id}/overview`,
    route: PROFILE_ROUTE,
    ready: () => screen.findByRole('region', { name: 'Overview' }),
  });

export const card = (name: string) => screen.getByRole('region', { name });

export const dialog = (name: string) => screen.getByRole('dialog', { name });

// The value shown beside a label in a card's description list.
export function detailOf(cardName: string, label: string): string {
  const term = within(card(cardName)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
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
