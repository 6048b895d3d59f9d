import { describe, expect, it } from 'vitest';
import { stageEventLabel } from '@/lib/recruitment-history';

describe('stage event label', () => {
  it('names both ends of a move by the tenant names', () => {
    expect(
      stageEventLabel({ action: 'moved', from: 'screening', to: 'interview' }, [
        { key: 'interview', name: 'Talk' },
      ]),
    ).toBe('Moved from Screening to Talk');
  });

  it('says where a rejection happened and where a restore went', () => {
    expect(stageEventLabel({ action: 'rejected', from: 'interview', to: null })).toBe(
      'Rejected at Interview',
    );
    expect(stageEventLabel({ action: 'rejected', from: 'offer', to: null, notified: true })).toBe(
      'Rejected at Offer, told by e-mail',
    );
    expect(stageEventLabel({ action: 'restored', from: null, to: 'pre-offer' })).toBe(
      'Restored to Pre-offer',
    );
  });

  it('tells of hires, links and additions', () => {
    expect(stageEventLabel({ action: 'hired', from: 'offer', to: null })).toBe('Hired');
    expect(stageEventLabel({ action: 'link_sent', from: null, to: null })).toBe('Registration link sent');
    expect(stageEventLabel({ action: 'created', from: null, to: 'new' })).toBe('Added at New');
  });
});
