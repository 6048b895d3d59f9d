// What a list screen's header says under its title: how many rows there are, in the list's own nouns.

// The noun for one row and for any other count ('invoice' / 'invoices'); it may carry a qualifier
// ('candidate rejected' / 'candidates rejected').
export type CountNouns = { one: string; other: string };

export const LOADING_COUNT = 'Loading…';

const nounOf = (count: number, nouns: CountNouns) => (count === 1 ? nouns.one : nouns.other);

// A server-paged list: '12 invoices', '1 invoice', and '12 invoices match' while filters narrow it;
// 'Loading…' until the first answer gives the total.
export function listCountSubtitle(total: number | undefined, nouns: CountNouns, filtered: boolean): string {
  if (total === undefined) return LOADING_COUNT;
  return `${total} ${nounOf(total, nouns)}${filtered ? ' match' : ''}`;
}

// A list loaded whole and filtered here: '40 people', or '12 of 40 people' once filters hide some
// (the noun follows the whole count); 'Loading…' until it arrives.
export function shownOfTotalSubtitle(shown: number, total: number | undefined, nouns: CountNouns): string {
  if (total === undefined) return LOADING_COUNT;
  return `${shown === total ? total : `${shown} of ${total}`} ${nounOf(total, nouns)}`;
}
