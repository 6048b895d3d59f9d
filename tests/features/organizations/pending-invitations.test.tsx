import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationResponseSchema } from '@/api/invitations/invitation.schemas';
import { UserMenu } from '@/features/organizations/account-menu/user-menu';
import { INVITATION_GONE_MESSAGE } from '@/features/organizations/account-menu/pending-invitations';
import { renderWithApp } from '../../render';
import { login, sendAs, setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests, sentTo } from '../../support/sent-requests';

setupMockApi();

// Issue 30, H1: a person joins another organisation only by accepting its invitation, where they switch
// organisations.

const user = () => userEvent.setup();

async function globexInvitesAcmeSale(): Promise<number> {
  const answer = await sendAs('globex', 'POST', 'invitations', await login('admin@globex.test'), {
    email: 'sale@acme.test',
  });
  return invitationResponseSchema.parse(answer.body).data.id;
}

async function openSwitchDialog() {
  await user().click(await screen.findByRole('button', { name: /account menu for giorgi kapanadze/i }));
  await user().click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Switch organisation' }),
  );
  return screen.findByRole('dialog', { name: 'Switch organisation' });
}

describe('pending invitations in the organisation switcher', () => {
  it('accepting an invitation joins the organisation: it is then offered to switch to', async () => {
    const id = await globexInvitesAcmeSale();
    await signIn('sale@acme.test');
    const { requests } = recordRequests();
    renderWithApp(<UserMenu />, { url: '/employees' });
    const dialog = await openSwitchDialog();
    const organisations = await within(dialog).findByRole('list', { name: 'Organisations' });
    expect(
      within(organisations).queryByRole('button', { name: /globex engineering/i }),
    ).not.toBeInTheDocument();
    const invitations = await within(dialog).findByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('Invited by Hank Scorpio')).toBeInTheDocument();

    await user().click(
      within(invitations).getByRole('button', { name: 'Accept the invitation to Globex Engineering' }),
    );

    expect(await screen.findByText(/You joined Globex Engineering/)).toBeInTheDocument();
    expect(
      await within(organisations).findByRole('button', { name: /globex engineering/i }),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('No invitations are waiting for you.')).toBeInTheDocument();
    expect(sentTo(requests, `invitations/${id}/accept`, 'POST')).toHaveLength(1);
  });

  it('declining asks first; Cancel sends nothing, Decline removes it', async () => {
    const id = await globexInvitesAcmeSale();
    await signIn('sale@acme.test');
    const { requests } = recordRequests();
    renderWithApp(<UserMenu />, { url: '/employees' });
    const dialog = await openSwitchDialog();
    const invitations = await within(dialog).findByRole('list', { name: 'Invitations' });
    const decline = within(invitations).getByRole('button', {
      name: 'Decline the invitation to Globex Engineering',
    });

    await user().click(decline);
    const confirm = await screen.findByRole('dialog', { name: 'Decline the invitation?' });
    await user().click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Decline the invitation?' })).not.toBeInTheDocument(),
    );
    expect(sentTo(requests, `invitations/${id}`, 'DELETE')).toHaveLength(0);

    await user().click(decline);
    await user().click(
      within(await screen.findByRole('dialog', { name: 'Decline the invitation?' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    expect(await within(dialog).findByText('No invitations are waiting for you.')).toBeInTheDocument();
    expect(sentTo(requests, `invitations/${id}`, 'DELETE')).toHaveLength(1);
  });

  it('an invitation gone meanwhile says so in the list, and nothing navigates', async () => {
    const id = await globexInvitesAcmeSale();
    const sale = await signIn('sale@acme.test');
    const { router } = renderWithApp(<UserMenu />, { url: '/employees' });
    const dialog = await openSwitchDialog();
    const invitations = await within(dialog).findByRole('list', { name: 'Invitations' });
    // Declined in another tab.
    await sendAs('acme', 'DELETE', `invitations/${id}`, sale);
    await user().click(
      within(invitations).getByRole('button', { name: 'Accept the invitation to Globex Engineering' }),
    );
    expect(await within(dialog).findByText(INVITATION_GONE_MESSAGE)).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('with no invitation, says that none is waiting', async () => {
    await signIn('sale@acme.test');
    renderWithApp(<UserMenu />, { url: '/employees' });
    const dialog = await openSwitchDialog();
    expect(await within(dialog).findByText('No invitations are waiting for you.')).toBeInTheDocument();
  });
});
