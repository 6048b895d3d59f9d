import fc from 'fast-check';
import { createListCodec } from '@/lib/list-params';
import {
  ACTIVE_CANDIDATE_LIST_DEFAULTS,
  activeCandidateListSchema,
  daysInStageText,
  skillFilterParts,
  skillFilterValue,
  stageAfter,
} from '@/features/recruitment/active/active-candidate-url';
import { PIPELINE_STAGES } from '@/lib/recruitment-stages';

describe('the active candidates list in the URL', () => {
  const codec = createListCodec(activeCandidateListSchema, ACTIVE_CANDIDATE_LIST_DEFAULTS);

  it('reads the layout and every filter from the link, a mangled skill falling back to none', () => {
    const state = codec.decode({
      layout: 'board',
      q: 'ann',
      stage: 'offer',
      position: ['3'],
      skill: ['12:4', 'java:9'],
      stale: '1',
      from: '2026-01-01',
    });
    expect(state.filters).toMatchObject({
      layout: 'board',
      q: 'ann',
      stage: ['offer'],
      position: [3],
      skill: ACTIVE_CANDIDATE_LIST_DEFAULTS.filters.skill,
      stale: true,
      from: '2026-01-01',
    });
  });
});

describe('a skill filter', () => {
  it('reads back the skill and level it was written from', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 5 }),
        (skillId, minLevel) => {
          expect(skillFilterParts(skillFilterValue(skillId, minLevel))).toEqual({ skillId, minLevel });
        },
      ),
    );
    expect(skillFilterParts('12:9')).toBeNull();
  });
});

describe('moving a stage', () => {
  it('steps along the served pipeline and stops at either end', () => {
    expect(stageAfter(PIPELINE_STAGES, 'new', 1)).toBe('screening');
    expect(stageAfter(PIPELINE_STAGES, 'pre-offer', -1)).toBe('test_task');
    expect(stageAfter(PIPELINE_STAGES, 'offer', 1)).toBeNull();
    expect(stageAfter(PIPELINE_STAGES, 'new', -1)).toBeNull();
    expect(stageAfter(PIPELINE_STAGES, 'hired', 1)).toBeNull();
  });

  it('says a stale stay in words, not by colour alone', () => {
    expect(daysInStageText(12, true)).toBe('12 d · stale');
    expect(daysInStageText(3, false)).toBe('3 d');
  });
});
