import { queryWith } from '@/components/url/use-url-state';
import {
  candidateDrawerUrl,
  cvPreviewUrl,
  opensCandidate,
} from '@/features/recruitment/shared/candidate-url';
import { candidateHref } from '@/lib/recruitment-links';

const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://localhost').searchParams);

describe("a candidate's drawer and CV preview in the URL", () => {
  it("reads the candidate another screen's link opens, and the CV previewed", () => {
    expect(candidateDrawerUrl.read(queryOf(candidateHref(42)))).toEqual({ id: 42 });
    expect(cvPreviewUrl.read({ candidate: '42', tab: 'preview', cvId: '9' })).toBe(9);
  });

  it('a link naming no candidate opens on nothing; a CV without the preview tab is not previewed', () => {
    expect(candidateDrawerUrl.read({ candidate: 'abc' })).toEqual({ id: null });
    expect(candidateDrawerUrl.read({ stage: 'offer' })).toBeNull();
    expect(cvPreviewUrl.read({ tab: 'notes', cvId: '9' })).toBeNull();
    expect(cvPreviewUrl.read({ tab: 'preview', cvId: 'x' })).toBeNull();
  });

  it('writes only its keys, the list kept; closing the drawer closes its preview', () => {
    const list = { stage: ['offer'], q: 'ann' };
    expect(opensCandidate(42)(list)).toEqual({ ...list, candidate: '42' });
    const previewing = { ...list, candidate: '42', tab: 'preview', cvId: '9' };
    expect(queryWith(previewing, cvPreviewUrl.write(null))).toEqual({ ...list, candidate: '42' });
    expect(queryWith(previewing, candidateDrawerUrl.write(null))).toEqual(list);
    expect(queryWith({ ...list, candidate: '42' }, cvPreviewUrl.write(9))).toEqual(previewing);
  });
});
