import { trafficPeriodTitle } from '@/lib/traffic-period-title';
import { hrefWithQuery } from '@/lib/href-with-query';
import { parseSkillLevel, skillLevelText } from '@/lib/skill-level-filter';

describe('the traffic period title', () => {
  it('names each span from its first day', () => {
    expect(trafficPeriodTitle('year', '2026-01-01')).toBe('2026');
    expect(trafficPeriodTitle('half', '2026-07-01')).toBe('H2 2026');
    expect(trafficPeriodTitle('quarter', '2026-04-01')).toBe('Q2 2026');
    expect(trafficPeriodTitle('month', '2026-05-01')).toBe('May 2026');
    expect(trafficPeriodTitle('week', '2026-05-04')).toBe('W/c 4 May 2026');
  });
});

describe('a link keeping the query', () => {
  it('writes lists as repeated keys and leaves a bare path bare', () => {
    expect(hrefWithQuery('/traffic/timeline-view', { department: ['3', '4'], from: '2026-01-01' })).toBe(
      '/traffic/timeline-view?department=3&department=4&from=2026-01-01',
    );
    expect(hrefWithQuery('/traffic/table-view', {})).toBe('/traffic/table-view');
  });
});

describe('the skill-at-a-level filter', () => {
  it('reads "id:level", a bare id as any level, and nothing else', () => {
    expect(parseSkillLevel('12:4')).toEqual({ skillId: 12, minLevel: 4 });
    expect(parseSkillLevel('12')).toEqual({ skillId: 12, minLevel: 1 });
    expect(parseSkillLevel('x:4')).toBeNull();
    expect(parseSkillLevel('0:2')).toBeNull();
    expect(skillLevelText({ skillId: 7, minLevel: 3 })).toBe('7:3');
  });
});
