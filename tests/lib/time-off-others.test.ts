import { othersOffDetail, othersOffSummary, shortName } from '@/lib/time-off-others';

const ANA = { name: 'Ana Beridze', status: 'approved' };
const LUKA = { name: 'Luka Maisuradze', status: 'pending' };
const TEO = { name: 'Teo Kiknadze', status: 'approved' };

describe('who else is off, in words', () => {
  it('shortens a name to the first name and the last name’s initial', () => {
    expect(shortName('Ana Beridze')).toBe('Ana B.');
    expect(shortName('Mari Anna de Vries')).toBe('Mari V.');
    expect(shortName('Cher')).toBe('Cher');
  });

  it('names two people in the cell and counts the rest', () => {
    expect(othersOffSummary({ count: 0, people: [] })).toBe('');
    expect(othersOffSummary({ count: 1, people: [ANA] })).toBe('Ana B.');
    expect(othersOffSummary({ count: 5, people: [ANA, LUKA, TEO] })).toBe('Ana B., Luka M. +3');
  });

  it('lists everyone sent with their status in words, and how many more were not sent', () => {
    expect(othersOffDetail({ count: 2, people: [ANA, LUKA] })).toBe(
      'Ana Beridze (approved), Luka Maisuradze (pending)',
    );
    expect(othersOffDetail({ count: 7, people: [ANA, LUKA] })).toBe(
      'Ana Beridze (approved), Luka Maisuradze (pending) and 5 more',
    );
  });
});
