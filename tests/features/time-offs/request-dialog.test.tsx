import { screen, waitFor, within } from '@testing-library/react';
import { timeOffPageSchema, timeOffResponseSchema } from '@/api/time-offs/time-off.schemas';
import { TimeOffsScreen } from '@/features/time-offs/time-offs-page';
import { answerWith } from '../../support/answer-with';
import { choose, fill, pasteDate } from '../../support/form-input';
import { getAs, login, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordRequests, sentTo } from '../../support/sent-requests';
import { timeOffRow } from './time-off-fixtures';

setupMockApi();

const openNew = (url = '/time-offs?request=new', as = 'employee@acme.test') =>
  renderScreen(TimeOffsScreen, {
    url,
    as,
    ready: () => screen.findByRole('dialog', { name: 'New time-off request' }),
  });

// Mon 7 – Wed 9 June 2027 (no holiday in Georgia): the link gives the first day, the last is pasted.
const THREE_DAYS = '/time-offs?request=new&request_start=2027-06-07';
async function fillThreeDays(user: Awaited<ReturnType<typeof openNew>>['user'], dialog: HTMLElement) {
  await choose(user, 'Type', 'Vacation', { within: dialog });
  await pasteDate(user, /^Last day/, '09062027', { within: dialog });
}

describe('the time-off request form', () => {
  it('lists the working days, previews the cost, and sends the half day with the request', async () => {
    const { user, router } = await openNew(THREE_DAYS);
    const { requests } = recordRequests();
    const dialog = screen.getByRole('dialog', { name: 'New time-off request' });
    await fillThreeDays(user, dialog);
    await choose(user, 'Wed 9 Jun', 'Morning', { within: dialog });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('2.5 d · 20:00', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(preview).toHaveTextContent(/Goes to: 1\. Giorgi Kapanadze/);
    expect(await lastSent(requests, 'time-offs/preview', 'POST').body).toMatchObject({
      type: 'vacation',
      start_date: '2027-06-07',
      end_date: '2027-06-09',
      partial_days: [{ date: '2027-06-09', part: 'am', hours: null }],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    // Saved, the form closes: the link no longer names it.
    await waitFor(() => expect(router.asPath).toBe('/time-offs'));
    expect(await lastSent(requests, 'time-offs', 'POST').body).toEqual({
      type: 'vacation',
      start_date: '2027-06-07',
      end_date: '2027-06-09',
      'partial_days[0][date]': '2027-06-09',
      'partial_days[0][part]': 'am',
      'partial_days[0][hours]': '',
      note: '',
    });
    expect(await screen.findByText('Request sent for approval')).toBeInTheDocument();
  });

  it('shows the preview’s and the save’s refusals at their fields, the Nth partial day’s on its row, and keeps every value', async () => {
    answerWith('POST', 'time-offs', 422, {
      message: 'The given data was invalid.',
      errors: {
        type: ['Only 1.5 days are available.'],
        'partial_days.0.hours': ['The hours must be a time.'],
      },
    });
    answerWith('POST', 'time-offs/preview', 422, {
      message: 'The given data was invalid.',
      errors: { type: ['Only 2 vacation days available'] },
    });
    const { user } = await openNew(THREE_DAYS);
    const dialog = screen.getByRole('dialog', { name: 'New time-off request' });
    await fillThreeDays(user, dialog);
    // The preview's refusal is at its field before anything is sent.
    await waitFor(
      () =>
        expect(within(dialog).getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription(
          'Only 2 vacation days available',
        ),
      { timeout: 5000 },
    );
    await choose(user, 'Tue 8 Jun', 'Hours', { within: dialog });
    await fill(user, within(dialog).getByLabelText(/^Hours on Tue 8 Jun/), '0300');
    await fill(user, within(dialog).getByLabelText('Note'), 'Family trip');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Only 1.5 days are available.')).toBeInTheDocument();
    // partial_days.0 is the first day not taken whole: Tuesday's hours.
    expect(within(dialog).getByLabelText(/^Hours on Tue 8 Jun/)).toHaveAccessibleDescription(
      'The hours must be a time.',
    );
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Family trip');
  });

  it('checks the last day against the first and the file before anything is sent', async () => {
    const { user } = await openNew('/time-offs?request=new&request_start=2027-06-09');
    const { requests } = recordRequests();
    const dialog = screen.getByRole('dialog', { name: 'New time-off request' });
    await choose(user, 'Type', 'Sick leave', { within: dialog });
    await pasteDate(user, /^Last day/, '07062027', { within: dialog });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Attachment'), big);
    expect(within(dialog).getByText(/the limit is 5/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('End date cannot be before the start date')).toBeInTheDocument();
    expect(sentTo(requests, 'time-offs', 'POST')).toEqual([]);
  });
});

describe('a request’s drawer', () => {
  it('shows the approval steps and history; withdrawing asks first, a rejection asks for a reason', async () => {
    answerWith(
      'GET',
      'time-offs/:id',
      200,
      { data: timeOffRow(41, { note: 'Seaside' }) },
      timeOffResponseSchema,
    );
    answerWith(
      'PATCH',
      'time-offs/:id/status',
      200,
      { data: timeOffRow(41, { status: 'rejected' }) },
      timeOffResponseSchema,
    );
    const { user } = await renderScreen(TimeOffsScreen, {
      url: '/time-offs?request=41',
      as: 'admin@acme.test',
      ready: () => screen.findByRole('heading', { name: 'Mariam Lomidze: Vacation' }),
    });
    const { writes } = recordRequests();
    const drawer = screen.getByRole('dialog', { name: 'Mariam Lomidze: Vacation' });
    expect(within(drawer).getByRole('list', { name: 'Approval steps' })).toHaveTextContent(
      'Step 1 of 2: Giorgi KapanadzeWaiting',
    );
    expect(within(drawer).getByRole('list', { name: 'History' })).toHaveTextContent('Requested');
    expect(drawer).toHaveTextContent('Seaside');
    const actions = within(drawer).getByRole('group', { name: 'Request actions' });
    // Withdrawing asks first; cancelled, nothing is sent.
    await user.click(within(actions).getByRole('button', { name: 'Withdraw' }));
    const ask = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await user.click(within(actions).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject time off' });
    await fill(user, within(dialog).getByLabelText(/^Reason/), 'Release week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await writes()).toEqual([
      { method: 'PATCH', path: 'time-offs/41/status', body: { status: 'rejected', comment: 'Release week' } },
    ]);
  });
});

describe('the request form’s calendar', () => {
  it('names the person’s holidays on their day and mutes the weekends', async () => {
    // employee@ works in Tbilisi: Georgia's 9 April 2025 is the Day of National Unity.
    const { user } = await openNew('/time-offs?request=new&request_start=2025-04-07');
    const dialog = screen.getByRole('dialog', { name: 'New time-off request' });
    await user.click(within(dialog).getAllByRole('button', { name: /^Choose date, selected date is/ })[0]!);
    const grid = await screen.findByRole('grid');
    const holiday = await within(grid).findByRole('gridcell', { name: '9, Day of National Unity' });
    expect(holiday).toHaveAttribute('title', 'Day of National Unity');
    expect(holiday).toHaveAttribute('data-off', 'true');
    // Saturday 12 April is off; it may still be picked (a request may start on a weekend).
    const saturday = within(grid).getByRole('gridcell', { name: '12' });
    expect(saturday).toHaveAttribute('data-off', 'true');
    expect(saturday).toBeEnabled();
    expect(within(grid).getByRole('gridcell', { name: '10' })).not.toHaveAttribute('data-off');
  });
});

describe('editing a pending request', () => {
  it('opens by the link over its drawer, sends the change as a PATCH, and goes back to the drawer', async () => {
    const token = await login('employee@acme.test');
    const mine = timeOffPageSchema.parse((await getAs('acme', 'time-offs?statuses[]=pending', token)).body);
    const pending = mine.data.data[0]!;
    const { user, router } = await renderScreen(TimeOffsScreen, {
      url: `/time-offs?request=${pending.id}&edit=1`,
      as: 'employee@acme.test',
      ready: () => screen.findByRole('dialog', { name: 'Edit time-off request' }),
    });
    const { writeRequests } = recordRequests();
    const dialog = screen.getByRole('dialog', { name: 'Edit time-off request' });
    await fill(user, within(dialog).getByLabelText('Note'), 'Moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.asPath).toBe(`/time-offs?request=${pending.id}`));
    const [sent] = writeRequests();
    expect(sent?.path).toBe(`time-offs/${pending.id}`);
    expect(sent?.query.get('_method')).toBe('PATCH');
    expect(await sent?.body).toMatchObject({
      type: pending.type,
      start_date: pending.start_date,
      end_date: pending.end_date,
      note: 'Moved',
    });
  });
});
