import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';
import { card, renderOverview } from './overview-render';

setupMockApi();

const ADMIN_ID = 1;
// The seeded admin works in Human Resources (department 6); Skills is section 2.
const DEPARTMENT_ID = 6;
const SKILLS_ID = 2;

const profileTabs = () => screen.getByRole('tablist', { name: 'Profile sections' });

describe('profile sections on the overview', () => {
  it('switching a section off for the person sends PATCH user-profile-sections/{id} and hides its tab', async () => {
    await signIn('admin@acme.test');
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const sections = card('Profile sections');
    const toggle = await within(sections).findByRole('switch', { name: 'Show Skills on this profile' });
    expect(toggle).toBeChecked();
    expect(within(profileTabs()).getByRole('tab', { name: 'Skills' })).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(toggle);

    await waitFor(() =>
      expect(within(profileTabs()).queryByRole('tab', { name: 'Skills' })).not.toBeInTheDocument(),
    );
    expect(await requests.writes()).toEqual([
      {
        method: 'PATCH',
        path: `user-profile-sections/${ADMIN_ID}`,
        body: { sections: [{ id: SKILLS_ID, status: false }] },
      },
    ]);
    expect(within(sections).getByRole('switch', { name: 'Show Skills on this profile' })).not.toBeChecked();
    expect(within(sections).getByText('Switched off for this person')).toBeInTheDocument();
    expect(within(profileTabs()).getByRole('tab', { name: 'Languages' })).toBeInTheDocument();
  });

  it('lets a settings manager switch a section off for the whole department, which hides the tab', async () => {
    await signIn('admin@acme.test');
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const sections = card('Profile sections');
    const toggle = await within(sections).findByRole('switch', {
      name: 'Show Skills for everyone in Human Resources',
    });
    expect(
      within(sections).getByRole('columnheader', { name: 'Shown for everyone in Human Resources' }),
    ).toBeInTheDocument();
    const requests = recordRequests();
    await user.click(toggle);

    await waitFor(() =>
      expect(within(profileTabs()).queryByRole('tab', { name: 'Skills' })).not.toBeInTheDocument(),
    );
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `profile-sections/${SKILLS_ID}`,
        body: { department_id: DEPARTMENT_ID, status: false },
      },
    ]);
    expect(within(sections).getByText('Switched off for Human Resources')).toBeInTheDocument();
    // The person's own choice wins over the department's.
    await user.click(within(sections).getByRole('switch', { name: 'Show Skills on this profile' }));
    expect(await within(profileTabs()).findByRole('tab', { name: 'Skills' })).toBeInTheDocument();
  });

  it('shows no department-wide switches without settings::manage', async () => {
    // The employee role may view but neither edit nor manage settings.
    await signIn('employee@acme.test');
    await renderOverview(ADMIN_ID);
    const sections = card('Profile sections');
    expect(await within(sections).findByRole('rowheader', { name: 'Skills' })).toBeInTheDocument();
    expect(within(sections).queryByRole('switch')).not.toBeInTheDocument();
    expect(
      within(sections).queryByRole('columnheader', { name: /^Shown for everyone/ }),
    ).not.toBeInTheDocument();
  });
});
