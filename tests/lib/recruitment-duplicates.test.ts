import { describe, expect, it } from 'vitest';
import { duplicateSummary, matchedLabel, stageNameOf } from '@/lib/recruitment-duplicates';

const NOW = new Date('2026-06-15T12:00:00Z');
const base = { stage: null, matched: ['email'] as const, position: null, rejected_at: null, reason: null };

describe('duplicate summary', () => {
  it('says when and why a rejected person was rejected, and for what', () => {
    const text = duplicateSummary(
      {
        ...base,
        status: 'rejected',
        stage: 'interview',
        position: { name: 'QA' },
        rejected_at: '2026-03-15T12:00:00Z',
        reason: 'Refused by candidate: salary',
      },
      [],
      NOW,
    );
    expect(text).toBe('Rejected 3 months ago for QA: Refused by candidate: salary');
  });

  it("names an active person's stage as the tenant calls it", () => {
    const text = duplicateSummary({ ...base, status: 'active', stage: 'interview' }, [
      { key: 'interview', name: 'Talk' },
    ]);
    expect(text).toBe('In the pipeline at Talk');
  });

  it('says a hired person is an employee', () => {
    expect(duplicateSummary({ ...base, status: 'employee', position: { name: 'Dev' } })).toBe(
      'Already an employee (Dev)',
    );
  });

  it('lists what matched in words', () => {
    expect(matchedLabel(['email'])).toBe('Same e-mail');
    expect(matchedLabel(['email', 'phone', 'linkedin'])).toBe('Same e-mail, phone and profile link');
  });

  it('falls back to the seeded stage name, then the key', () => {
    expect(stageNameOf('pre-offer')).toBe('Pre-offer');
    expect(stageNameOf('custom')).toBe('custom');
  });
});
