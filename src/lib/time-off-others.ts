import { timeOffStatusLabel } from './time-off-labels';

// How "who else is off" reads: a short line for a table cell and the whole list in words.

export type OthersOffText = {
  count: number;
  people: readonly { name: string; status: string }[];
};

const NAMES_IN_SUMMARY = 2;

// "Ana Beridze" → "Ana B."; a single name stays as it is.
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0)}.` : first;
}

// "Ana B., Luka M. +3"; '' when nobody else is off.
export function othersOffSummary(others: OthersOffText): string {
  const names = others.people.slice(0, NAMES_IN_SUMMARY).map((person) => shortName(person.name));
  const more = others.count - names.length;
  return [names.join(', '), more > 0 ? `+${more}` : ''].filter(Boolean).join(' ');
}

// "Ana Beridze (approved), Luka Maisuradze (pending) and 3 more"; '' when nobody else is off.
export function othersOffDetail(others: OthersOffText): string {
  const listed = others.people
    .map((person) => `${person.name} (${timeOffStatusLabel(person.status).toLowerCase()})`)
    .join(', ');
  const more = others.count - others.people.length;
  return more > 0 ? `${listed} and ${more} more` : listed;
}
