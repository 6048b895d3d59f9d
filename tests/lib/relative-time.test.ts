import fc from 'fast-check';
import { relativeTime } from '@/lib/relative-time';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('relative time of notifications', () => {
  it('says just now for the last seconds', () => {
    expect(relativeTime(new Date('2026-11-21T11:59:40Z'), NOW)).toBe('just now');
  });

  it('counts minutes, hours and days in the past', () => {
    expect(relativeTime('2026-11-21T11:55:00Z', NOW)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(relativeTime('2026-11-20T12:00:00Z', NOW)).toBe('yesterday');
    expect(relativeTime('2026-11-14T12:00:00Z', NOW)).toBe('last week');
  });

  it('gives nothing for an unreadable date', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('never throws and always gives text for a real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          expect(relativeTime(date, NOW).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
