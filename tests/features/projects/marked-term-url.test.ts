import { queryWith } from '@/components/url/use-url-state';
import { markedTermHref, markedTermUrl } from '@/features/projects/terms/marked-term-url';

describe('the term a reminder marks, in the URL', () => {
  it('reads the term the link names', () => {
    expect(markedTermUrl.read({ term: '9' })).toBe(9);
  });

  it('a malformed or missing term marks none', () => {
    expect(markedTermUrl.read({ term: 'nine' })).toBeNull();
    expect(markedTermUrl.read({ term: ['9', '10'] })).toBeNull();
    expect(markedTermUrl.read({})).toBeNull();
  });

  it('writes only its key, and a reminder links to the terms tab with it', () => {
    expect(queryWith({ cur: 'company' }, markedTermUrl.write(9))).toEqual({ cur: 'company', term: '9' });
    expect(queryWith({ cur: 'company', term: '9' }, markedTermUrl.write(null))).toEqual({ cur: 'company' });
    expect(markedTermHref(4, 9)).toBe('/projects/4/terms?term=9');
  });
});
