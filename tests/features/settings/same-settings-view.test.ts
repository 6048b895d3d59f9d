import { sameSettingsView } from '@/features/settings/use-tab-leave-guard';

const at = (path: string) => new URL(path, 'http://portal.invalid');

describe('a settings form stays shown while its tab and provider stay', () => {
  it('another query on the same tab (a year, a currency) stays', () => {
    expect(sameSettingsView(at('/settings?tab=holidays&year=2026'), at('/settings?tab=holidays'))).toBe(true);
  });

  it('another tab, the MoneyBird set-up, or another page leaves', () => {
    expect(sameSettingsView(at('/settings?tab=vats'), at('/settings?tab=company'))).toBe(false);
    expect(
      sameSettingsView(at('/settings?tab=integrations&provider=moneybird'), at('/settings?tab=integrations')),
    ).toBe(false);
    expect(sameSettingsView(at('/employees?tab=company'), at('/settings?tab=company'))).toBe(false);
  });
});
