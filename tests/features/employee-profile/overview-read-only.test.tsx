import { screen, within } from '@testing-library/react';
import { setupMockApi, signIn } from '../../support/mock-api';
import { card, hiredPerson, renderOverview } from './overview-render';

setupMockApi();

const ADMIN_ID = 1;
const CARDS = ['Brief intro', 'Personal information', 'Employment details', 'Photo', 'Profile sections'];

function expectNothingToChange() {
  for (const name of CARDS) {
    expect(within(card(name)).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  }
  expect(within(card('Profile sections')).queryByRole('switch')).not.toBeInTheDocument();
}

describe('a read-only overview', () => {
  it('shows a hired person with no edit controls and says why', async () => {
    await signIn('admin@acme.test');
    const person = await hiredPerson();
    await renderOverview(person.id);
    expect(screen.getByRole('heading', { level: 1, name: person.name })).toBeInTheDocument();
    expect(
      screen.getByText(/employees can be changed only before an offer .* this one is at “hired”/),
    ).toBeInTheDocument();
    expect(
      await within(card('Profile sections')).findByRole('rowheader', { name: 'Skills' }),
    ).toBeInTheDocument();
    for (const name of CARDS) {
      expect(within(card(name)).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    }
    // Only the department-wide switches (settings::manage) remain: the person's own are gone.
    expect(
      within(card('Profile sections')).queryByRole('switch', { name: /on this profile$/ }),
    ).not.toBeInTheDocument();
  });

  it('shows a user without employee::update no edit controls and says why', async () => {
    await signIn('sale@acme.test');
    await renderOverview(ADMIN_ID);
    expect(screen.getByText(/editing employees needs the employee::update permission/)).toBeInTheDocument();
    expect(
      await within(card('Profile sections')).findByRole('rowheader', { name: 'Skills' }),
    ).toBeInTheDocument();
    expectNothingToChange();
  });
});
