import { listCountSubtitle, shownOfTotalSubtitle } from '@/components/list/list-count';

const INVOICES = { one: 'invoice', other: 'invoices' };
const PEOPLE = { one: 'person', other: 'people' };

describe("listCountSubtitle: a server-paged list's count under its title", () => {
  it('says Loading… until the first answer gives the total', () => {
    expect(listCountSubtitle(undefined, INVOICES, false)).toBe('Loading…');
    expect(listCountSubtitle(undefined, INVOICES, true)).toBe('Loading…');
  });

  it('names one row in the singular', () => {
    expect(listCountSubtitle(1, INVOICES, false)).toBe('1 invoice');
  });

  it('names any other count in the plural, none included', () => {
    expect(listCountSubtitle(12, INVOICES, false)).toBe('12 invoices');
    expect(listCountSubtitle(0, INVOICES, false)).toBe('0 invoices');
  });

  it('says "match" while filters narrow the list', () => {
    expect(listCountSubtitle(12, INVOICES, true)).toBe('12 invoices match');
    expect(listCountSubtitle(1, INVOICES, true)).toBe('1 invoice match');
  });

  it("keeps a noun's qualifier before the match", () => {
    const rejected = { one: 'candidate rejected', other: 'candidates rejected' };
    expect(listCountSubtitle(3, rejected, true)).toBe('3 candidates rejected match');
    expect(listCountSubtitle(1, rejected, false)).toBe('1 candidate rejected');
  });
});

describe('shownOfTotalSubtitle: a list loaded whole and filtered on screen', () => {
  it('says Loading… until the list arrives', () => {
    expect(shownOfTotalSubtitle(0, undefined, PEOPLE)).toBe('Loading…');
  });

  it('gives the whole count alone when every row is shown', () => {
    expect(shownOfTotalSubtitle(40, 40, PEOPLE)).toBe('40 people');
    expect(shownOfTotalSubtitle(1, 1, PEOPLE)).toBe('1 person');
  });

  it('gives the rows shown of the whole once filters hide some', () => {
    expect(shownOfTotalSubtitle(12, 40, PEOPLE)).toBe('12 of 40 people');
  });

  it('takes the noun from the whole count, not from the rows shown', () => {
    expect(shownOfTotalSubtitle(1, 40, PEOPLE)).toBe('1 of 40 people');
    expect(shownOfTotalSubtitle(0, 1, PEOPLE)).toBe('0 of 1 person');
  });
});
