import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchEmployees } from '@/api/users/user-list.api';
import { AvailabilityDialog } from '@/components/availability/availability-dialog';
import { renderWithApp } from '../../render';
import { INVALID_DATE_MESSAGE } from '@/lib/validation';
import { choose, dateGroup, typeDate } from '../../support/form-input';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

async function personWithEmail(email: string) {
  const person = (await fetchEmployees('active')).find((employee) => employee.email === email);
  if (!person) throw new Error(`no ${email} in the seed`);
  return person;
}

describe('setting availability', () => {
  it("refuses 'On-demand' for a user whose role is employee, before sending anything", async () => {
    await signIn('admin@acme.test');
    const person = await personWithEmail('employee@acme.test');
    const sent = recordRequests();
    renderWithApp(<AvailabilityDialog employee={person} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: `Availability of ${person.name}` });
    const user = userEvent.setup();
    await choose(user, 'Availability', 'On-demand', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    expect(await within(dialog).findByText('Employee can not be available on demand')).toBeInTheDocument();
    expect(await sent.writes()).toEqual([]);
  });

  it('sends a valid entry with its type, date and availability, then closes', async () => {
    await signIn('admin@acme.test');
    const person = await personWithEmail('sale@acme.test');
    const onClose = vi.fn();
    const sent = recordRequests();
    renderWithApp(<AvailabilityDialog employee={person} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: `Availability of ${person.name}` });
    const history = await within(dialog).findByRole('table', { name: 'Availability history' });
    const [, type, value] = within(within(history).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    const next = value === 'Unavailable' ? 'Available' : 'Unavailable';
    const user = userEvent.setup();
    await typeDate(user, 'From', '31122039', { within: dialog });
    await choose(user, 'Type', type!, { within: dialog });
    await choose(user, 'Availability', next, { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await sent.writes()).map((write) => write.body)).toEqual([
      { user_id: person.id, type: type!.toLowerCase(), date: '2039-12-31', data: { availability: next } },
    ]);
  });

  it('refuses the same value as the previous entry, with the spec’s message', async () => {
    await signIn('admin@acme.test');
    const person = await personWithEmail('sale@acme.test');
    renderWithApp(<AvailabilityDialog employee={person} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: `Availability of ${person.name}` });
    const history = await within(dialog).findByRole('table', { name: 'Availability history' });
    const [latest] = within(history).getAllByRole('row').slice(1);
    const cells = within(latest!).getAllByRole('cell');
    const [date, type, value] = cells.map((cell) => cell.textContent ?? '');
    const user = userEvent.setup();
    await typeDate(user, 'From', '31122039', { within: dialog });
    await choose(user, 'Type', type!, { within: dialog });
    await choose(user, 'Availability', value!, { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    expect(await within(dialog).findByText('Could not be same as previous')).toBeInTheDocument();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a half-typed day in its date field, before sending anything', async () => {
    await signIn('admin@acme.test');
    const person = await personWithEmail('sale@acme.test');
    const sent = recordRequests();
    renderWithApp(<AvailabilityDialog employee={person} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: `Availability of ${person.name}` });
    const user = userEvent.setup();
    await user.click(within(dateGroup('From', { within: dialog })).getByRole('spinbutton', { name: 'Year' }));
    await user.keyboard('{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Save availability' }));
    await waitFor(() =>
      expect(dateGroup('From', { within: dialog })).toHaveAccessibleDescription(INVALID_DATE_MESSAGE),
    );
    expect(await sent.writes()).toEqual([]);
  });
});
