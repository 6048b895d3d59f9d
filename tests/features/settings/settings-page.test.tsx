import { screen } from '@testing-library/react';
import { ScreenFrame } from '@/app/screen-frame';
import { SettingsScreen } from '@/features/settings/settings-page';
import { renderScreen } from '../../support/render-screen';
import { revoke, setupMockApi, signIn } from '../../support/mock-api';
import { renderWithApp } from '../../render';

setupMockApi();

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('settings: each tab checks its own permission', () => {
  it('someone who may manage integrations but not settings sees only Integrations, opened at once', async () => {
    await revoke('acme', 'admin@acme.test', 'settings::manage');
    await renderScreen(SettingsScreen, {
      url: '/settings',
      as: 'admin@acme.test',
      ready: () => screen.findByRole('tab', { name: 'Integrations', selected: true }),
    });
    expect(tabNames()).toEqual(['Integrations']);
  });

  it('a tab the person may not open says so, and the tabs they may open stay', async () => {
    await revoke('acme', 'admin@acme.test', 'integration::manage');
    await renderScreen(SettingsScreen, {
      url: '/settings?tab=integrations',
      as: 'admin@acme.test',
      ready: () => screen.findByText('You do not have access to integrations'),
    });
    expect(tabNames()).not.toContain('Integrations');
    expect(tabNames()).toContain('Organisation data');
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });

  it('someone with neither permission gets no settings at all', async () => {
    await signIn('sale@acme.test');
    renderWithApp(
      <ScreenFrame screen={SettingsScreen.screen}>
        <SettingsScreen />
      </ScreenFrame>,
      { url: '/settings' },
    );
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
