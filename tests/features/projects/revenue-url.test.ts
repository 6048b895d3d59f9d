import { queryWith } from '@/components/url/use-url-state';
import { revenueUrl } from '@/features/projects/revenue/revenue-url';

describe("a project's revenue tab in the URL", () => {
  const thisYear = new Date().getFullYear();

  it('reads the year, quarters and the baseline from the link', () => {
    expect(revenueUrl.read({ year: '2025', view: 'quarter', baseline: '1' })).toEqual({
      year: 2025,
      view: 'quarter',
      baseline: true,
    });
  });

  it('a malformed or missing value reads as this year, by month, no baseline', () => {
    expect(revenueUrl.read({ year: '25', view: 'week', baseline: 'yes' })).toEqual({
      year: thisYear,
      view: 'month',
      baseline: false,
    });
    expect(revenueUrl.read({ year: '1999' }).year).toBe(thisYear);
    expect(revenueUrl.read({}).view).toBe('month');
  });

  it('writes the year it shows and leaves months and no baseline out; other keys stay', () => {
    const query = { project: ['1', 'revenue'], cur: 'company', view: 'quarter', baseline: '1' };
    expect(queryWith(query, revenueUrl.write({ year: 2024, view: 'month', baseline: false }))).toEqual({
      project: ['1', 'revenue'],
      cur: 'company',
      year: '2024',
    });
  });
});
