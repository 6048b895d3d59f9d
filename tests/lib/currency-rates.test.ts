import { formatRate, rateBaseOf, rateDatesOf } from '@/lib/currency-rates';
import { countryName, currencyName } from '@/lib/display-names';

const rate = (currency: string, value: number, date = '2025-05-15') => ({ currency, rate: value, date });

describe('currency rates', () => {
  it('take the currency quoted at 1 as their base, and know none when no or several are', () => {
    expect(rateBaseOf([rate('GEL', 2.93), rate('USD', 1.08), rate('EUR', 1)])).toBe('EUR');
    expect(rateBaseOf([rate('GEL', 2.93), rate('USD', 1.08)])).toBeNull();
    expect(rateBaseOf([rate('EUR', 1), rate('XEU', 1)])).toBeNull();
    expect(rateBaseOf([])).toBeNull();
  });

  it('say the days they are from, earliest to latest', () => {
    expect(rateDatesOf([rate('GEL', 2.9, '2025-05-15'), rate('USD', 1.1, '2025-05-14')])).toEqual({
      from: '2025-05-14',
      to: '2025-05-15',
    });
    expect(rateDatesOf([rate('EUR', 1)])).toEqual({ from: '2025-05-15', to: '2025-05-15' });
    expect(rateDatesOf([])).toBeNull();
  });

  it('show a rate with at least two and at most six decimals, and nothing for a broken one', () => {
    expect(formatRate(2.93)).toBe('2.93');
    expect(formatRate(1)).toBe('1.00');
    expect(formatRate(0.000123456)).toBe('0.000123');
    expect(formatRate(1234.5)).toBe('1,234.50');
    expect(formatRate(Number.NaN)).toBe('');
  });
});

describe('display names', () => {
  it('name currencies and countries, and leave unknown or malformed codes as they are', () => {
    expect(currencyName('GEL')).toBe('Georgian Lari');
    expect(currencyName('EUR')).toBe('Euro');
    expect(currencyName('EURO')).toBe('EURO');
    expect(countryName('GE')).toBe('Georgia');
    expect(countryName('NL')).toBe('Netherlands');
    expect(countryName('')).toBe('');
  });
});
