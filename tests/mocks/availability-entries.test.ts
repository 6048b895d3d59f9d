import { EMPLOYEE_ON_DEMAND_MESSAGE, SAME_AS_PREVIOUS_MESSAGE } from '@/lib/availability';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

// Demo accounts' seeded history (reference day 2025-05-15): billable Available (Feb 14),
// internal Available (Mar 16), billable Partially available (May 1), billable Unavailable (Jun 5).
const entry = (user_id: number, type: string, date: string, availability: string) => ({
  user_id,
  type,
  date,
  data: { availability },
});

describe('employee list entries', () => {
  it('GET lists one person’s entries, newest date first', async () => {
    const token = await login('sale@acme.test');
    const { status, body } = await getAs('acme', 'employee-list-entries?user_id=3', token);
    expect(status).toBe(200);
    const dates = (body as { data: { date: string; user_id: number }[] }).data.map((row) => row.date);
    expect(dates).toEqual(['2025-06-05', '2025-05-01', '2025-03-16', '2025-02-14']);
  });

  it('POST creates an entry that becomes the current availability', async () => {
    const token = await login('admin@acme.test');
    const created = await sendAs(
      'acme',
      'POST',
      'employee-list-entries',
      token,
      entry(3, 'internal', '2025-05-10', 'Unavailable'),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      data: {
        id: expect.any(Number),
        user_id: 3,
        type: 'internal',
        date: '2025-05-10',
        data: { availability: 'Unavailable' },
      },
    });
    const list = await getAs('acme', 'users?per_page=all', token);
    const mariam = (list.body as { data: { id: number; availability: unknown }[] }).data.find(
      (row) => row.id === 3,
    );
    expect(mariam?.availability).toEqual((created.body as { data: unknown }).data);
  });

  it('refuses the previous entry’s value of the same type (422 on availability)', async () => {
    const token = await login('admin@acme.test');
    const same = await sendAs(
      'acme',
      'POST',
      'employee-list-entries',
      token,
      entry(3, 'billable', '2025-05-20', 'Partially available'),
    );
    expect(same).toEqual({
      status: 422,
      body: { message: SAME_AS_PREVIOUS_MESSAGE, errors: { availability: [SAME_AS_PREVIOUS_MESSAGE] } },
    });
    // The other type's history does not count.
    const other = await sendAs(
      'acme',
      'POST',
      'employee-list-entries',
      token,
      entry(3, 'internal', '2025-05-20', 'Partially available'),
    );
    expect(other.status).toBe(201);
  });

  it('refuses On-demand for the role employee only', async () => {
    const token = await login('admin@acme.test');
    const employee = await sendAs(
      'acme',
      'POST',
      'employee-list-entries',
      token,
      entry(3, 'internal', '2025-05-20', 'On-demand'),
    );
    expect(employee.body).toEqual({
      message: EMPLOYEE_ON_DEMAND_MESSAGE,
      errors: { availability: [EMPLOYEE_ON_DEMAND_MESSAGE] },
    });
    const sale = await sendAs(
      'acme',
      'POST',
      'employee-list-entries',
      token,
      entry(2, 'internal', '2025-05-20', 'On-demand'),
    );
    expect(sale.status).toBe(201);
  });

  it('one entry per person, type and date: a second one replaces it', async () => {
    const token = await login('admin@acme.test');
    const first = await sendAs(
      'acme',
      'POST',
      'employee-list-entries',
      token,
      entry(3, 'internal', '2025-05-20', 'Unavailable'),
    );
    const second = await sendAs(
      'acme',
      'POST',
      'employee-list-entries',
      token,
      entry(3, 'internal', '2025-05-20', 'Partially available'),
    );
    expect(second.status).toBe(200);
    expect((second.body as { data: { id: number } }).data.id).toBe(
      (first.body as { data: { id: number } }).data.id,
    );
  });

  it('validates the body with Laravel’s messages', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const empty = await sendAs('acme', 'POST', 'employee-list-entries', token, {});
    expect(empty.body).toMatchObject({
      errors: {
        user_id: ['The user id field is required.'],
        type: ['The type field is required.'],
        date: ['The date field is required.'],
        availability: ['The availability field is required.'],
      },
    });
    const wrong = await sendAs(
      'acme',
      'POST',
      'employee-list-entries',
      token,
      entry(9999, 'holiday', '2025-02-30', 'Maybe'),
    );
    expect(wrong.body).toMatchObject({
      errors: {
        user_id: ['The selected user id is invalid.'],
        type: ['The selected type is invalid.'],
        date: ['The date field must be a valid date.'],
        availability: ['The selected availability is invalid.'],
      },
    });
  });

  it('everyone reads and sets their own; others need employee::view to read and employee::update to set', async () => {
    const employee = await login('employee@acme.test');
    expect(
      (
        await sendAs(
          'acme',
          'POST',
          'employee-list-entries',
          employee,
          entry(3, 'internal', '2025-05-20', 'Unavailable'),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await sendAs(
          'acme',
          'POST',
          'employee-list-entries',
          employee,
          entry(2, 'internal', '2025-05-20', 'Unavailable'),
        )
      ).status,
    ).toBe(403);
    expect((await getAs('acme', 'employee-list-entries?user_id=2', employee)).status).toBe(200);
    expect((await getAs('acme', 'employee-list-entries?user_id=9999', employee)).status).toBe(404);
  });
});
