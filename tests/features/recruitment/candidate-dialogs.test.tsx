// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { REJECTION_REASON_REQUIRED } from '@/lib/recruitment-stages';
import { EMPLOYEE_ON_DEMAND_MESSAGE } from '@/lib/availability';
import { TAKEN_EMAIL_MESSAGE } from '@/mocks/handlers/recruitment-changes';
import { AddCandidateDialog } from '@/features/recruitment/shared/add-candidate-dialog';
import { HireDialog } from '@/features/recruitment/shared/hire-dialog';
import { RejectDialog } from '@/features/recruitment/shared/reject-dialog';
import { answerWith } from '../../support/answer-with';
import { choose, typeDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase, sentTo } from '../../support/sent-requests';
import { ACTIVE_URL, ADMIN, seededCandidate } from './candidate-fixtures';

setupMockApi();
const sent = recordEachCase();
const close = () => undefined;

describe('adding a candidate', () => {
  it('meets a rejected person with the same e-mail, said in words, with Open and Restore', async () => {
    const rejected = await seededCandidate('status=rejected');
    const { user } = await renderScreen(() => <AddCandidateDialog onClose={close} />, {
      url: ACTIVE_URL,
      as: ADMIN,
      ready: () => screen.findByRole('dialog', { name: 'Add candidate' }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Add candidate' });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), rejected.email);

    const matches = await within(dialog).findByRole(
      'list',
      { name: 'This may be someone we know' },
      { timeout: 3000 },
    );
    const reason = rejected.rejection?.reason.name ?? '';
    expect(
      within(matches).getByText(new RegExp(`^${rejected.name}: Rejected .*: ${reason}$`)),
    ).toBeInTheDocument();
    expect(within(matches).getByText(/^Same e-mail/)).toBeInTheDocument();
    expect(within(matches).getByRole('button', { name: `Open ${rejected.name}` })).toBeInTheDocument();
    expect(within(matches).getByRole('button', { name: `Restore ${rejected.name}` })).toBeInTheDocument();
    // Asked once typing paused, with the whole address only.
    const asked = sentTo(sent, 'recruitment/candidates/duplicates');
    expect(asked.map((request) => request.query.get('email'))).toEqual([rejected.email]);

    // Sent anyway, the taken e-mail is refused at its field and the form keeps what was typed.
    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Keti');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(TAKEN_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toHaveValue('Keti');
  });
});

describe('rejecting', () => {
  it('needs a reason from the list, and shows the API refusing one at the field', async () => {
    const candidate = await seededCandidate('status=active&stages[]=interview');
    const { user } = await renderScreen(
      () => <RejectDialog ids={[candidate.id]} summary={candidate.name} onClose={close} />,
      { url: ACTIVE_URL, as: ADMIN, ready: () => screen.findByRole('dialog', { name: 'Reject' }) },
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(REJECTION_REASON_REQUIRED)).toBeInTheDocument();
    expect(sentTo(sent, 'recruitment/candidates/reject')).toHaveLength(0);

    const refused = 'The selected reason is no longer offered.';
    answerWith('PATCH', 'recruitment/candidates/reject', 422, {
      message: refused,
      errors: { reason_id: [refused] },
    });
    await choose(user, /^Reason/, 'Refused by candidate: salary', { within: dialog });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Asked for twice the band');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Asked for twice the band');
    expect(await lastSent(sent, 'recruitment/candidates/reject', 'PATCH').body).toMatchObject({
      ids: [candidate.id],
      note: 'Asked for twice the band',
      notify: false,
    });
  });
});

describe('hiring', () => {
  it('refuses On-demand for an employee at the field, then sends the hire and links to the profile', async () => {
    const candidate = await seededCandidate('status=active&stages[]=pre-offer');
    const onClose = vi.fn();
    const { user } = await renderScreen(() => <HireDialog candidate={candidate} onClose={onClose} />, {
      url: ACTIVE_URL,
      as: ADMIN,
      ready: () => screen.findByRole('dialog', { name: `Hire ${candidate.name}` }),
    });
    const dialog = screen.getByRole('dialog', { name: `Hire ${candidate.name}` });
    // The position comes from the candidate; the start date from when they are available, if known.
    expect(within(dialog).getByRole('combobox', { name: /^Position/ })).toHaveTextContent(
      candidate.position?.name ?? '',
    );
    if (!candidate.available_from) await typeDate(user, /^Start date/, '01062025', { within: dialog });
    await choose(user, /^Department/, 'Design', { within: dialog });
    await choose(user, /^Employment type/, 'Full-time', { within: dialog });
    await choose(user, /^First availability/, 'On-demand', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    expect(await within(dialog).findByText(EMPLOYEE_ON_DEMAND_MESSAGE)).toBeInTheDocument();
    expect(sentTo(sent, `recruitment/candidates/${candidate.id}/hire`)).toHaveLength(0);

    await choose(user, /^First availability/, 'Available', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The dialog is the harness's to unmount: the toast behind it is hidden from the accessibility tree.
    const link = await screen.findByRole('link', { name: 'Open profile', hidden: true });
    // The hired person's profile, on its overview tab (SPEC §2: /employee/[id]/[...tab]; /employee/{id} was a 404).
    expect(link).toHaveAttribute('href', `/employee/${candidate.id}/overview`);
    const body = await lastSent(sent, `recruitment/candidates/${candidate.id}/hire`, 'POST').body;
    expect(body).toMatchObject({
      start_date: candidate.available_from ?? '2025-06-01',
      availability: { type: 'billable', availability: 'Available' },
    });
    expect(body).toHaveProperty('department_id', expect.any(Number));
    expect(body).toHaveProperty('employment_type_id', expect.any(Number));
  });
});
