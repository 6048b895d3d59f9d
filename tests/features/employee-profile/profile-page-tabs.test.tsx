import { screen, waitFor, within } from '@testing-library/react';
import { EmployeeProfileScreen } from '@/features/employee-profile/employee-profile-page';
import { PROFILE_TABS } from '@/features/employee-profile/profile-tabs';
import { setupMockApi } from '../../support/mock-api';
import {
  PROFILE_INDEX_ROUTE,
  PROFILE_PERSON_ID,
  PROFILE_ROUTE,
  renderScreen,
} from '../../support/render-screen';

setupMockApi();

describe('the profile page’s tabs', () => {
  it('are links to each section’s address, the open one selected and its content in a panel it names', async () => {
    await renderScreen(EmployeeProfileScreen, {
      url: `/employee/${PROFILE_PERSON_ID}/skills`,
      route: PROFILE_ROUTE,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('heading', { level: 2, name: 'Skills' }),
    });
    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(
      PROFILE_TABS.map(({ slug }) => `/employee/${PROFILE_PERSON_ID}/${slug}`),
    );
    const open = screen.getByRole('tab', { name: 'Skills' });
    expect(open).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Skills' });
    expect(open).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Skills' })).toBeInTheDocument();
  });

  it('/employee/{id} (as recruitment links a person) opens the overview, the address naming the tab', async () => {
    const { router } = await renderScreen(EmployeeProfileScreen, {
      url: `/employee/${PROFILE_PERSON_ID}`,
      route: PROFILE_INDEX_ROUTE,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('tabpanel', { name: 'Overview' }),
    });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: /not found/i })).not.toBeInTheDocument();
    await waitFor(() => expect(router.asPath).toBe(`/employee/${PROFILE_PERSON_ID}/overview`));
  });
});
