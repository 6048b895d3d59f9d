import { currencyModeOf, withCurrencyMode } from '@/features/projects/project/currency-mode';

describe('the currency switch in the URL', () => {
  it('reads ?cur=company; anything else, or nothing, is the project’s currency', () => {
    expect(currencyModeOf('/projects/12/revenue?cur=company')).toBe('company');
    expect(currencyModeOf('/projects/12?cur=project')).toBe('project');
    expect(currencyModeOf('/projects/12?cur=GEL')).toBe('project');
    expect(currencyModeOf('/projects/12')).toBe('project');
  });

  it('writes the mode, keeping every other parameter and the hash; the project’s currency needs none', () => {
    expect(withCurrencyMode('/projects/12/revenue?from=2025-01', 'company')).toBe(
      '/projects/12/revenue?from=2025-01&cur=company',
    );
    expect(withCurrencyMode('/projects/12?cur=company&from=2025-01#q1', 'project')).toBe(
      '/projects/12?from=2025-01#q1',
    );
    expect(withCurrencyMode('/projects/12?cur=company', 'project')).toBe('/projects/12');
  });
});
