import { queryWith } from '@/components/url/use-url-state';
import { DEFAULT_HOLIDAY_COUNTRY, holidayUrl } from '@/features/settings/holidays/holiday-url';

describe('the public holidays tab in the URL', () => {
  it('reads the year and the country from the link, the country in capitals', () => {
    expect(holidayUrl.read({ tab: 'holidays', year: '2027', country: 'de' })).toEqual({
      year: 2027,
      country: 'DE',
    });
  });

  it('a malformed or missing year is this year, a malformed country Georgia', () => {
    const thisYear = new Date().getFullYear();
    expect(holidayUrl.read({ year: '27', country: 'Germany' })).toEqual({
      year: thisYear,
      country: DEFAULT_HOLIDAY_COUNTRY,
    });
    expect(holidayUrl.read({ year: '2100', country: ['DE', 'FR'] })).toEqual({
      year: thisYear,
      country: DEFAULT_HOLIDAY_COUNTRY,
    });
  });

  it('writes the year and the country; the tab stays', () => {
    expect(
      queryWith({ tab: 'holidays', year: '2026' }, holidayUrl.write({ year: 2027, country: 'FR' })),
    ).toEqual({ tab: 'holidays', year: '2027', country: 'FR' });
  });
});
