import fc from 'fast-check';
import {
  AVAILABILITY_TYPES,
  AVAILABILITY_TYPE_LABELS,
  AVAILABILITY_VALUES,
  EMPLOYEE_ON_DEMAND_MESSAGE,
  SAME_AS_PREVIOUS_MESSAGE,
  currentAvailability,
  previousEntry,
  validateAvailability,
  type AvailabilityEntryLike,
} from '@/lib/availability';

const day = fc
  .integer({ min: 0, max: 3650 })
  .map((offset) => new Date(Date.UTC(2020, 0, 1 + offset)).toISOString().slice(0, 10));
const type = fc.constantFrom(...AVAILABILITY_TYPES);
const value = fc.constantFrom(...AVAILABILITY_VALUES);
const role = fc.constantFrom('employee', 'sale', 'admin');

const entries = fc.array(fc.record({ type, date: day, availability: value }), { maxLength: 12 }).map((rows) =>
  rows.map((row, index): AvailabilityEntryLike => ({
    id: index + 1,
    type: row.type,
    date: row.date,
    data: { availability: row.availability },
  })),
);

const entry = (id: number, entryType: string, date: string, availability: string): AvailabilityEntryLike => ({
  id,
  type: entryType,
  date,
  data: { availability },
});

describe('availability constants', () => {
  it('uses the spec wording', () => {
    expect(AVAILABILITY_VALUES).toEqual(['Available', 'Partially available', 'Unavailable', 'On-demand']);
    expect(SAME_AS_PREVIOUS_MESSAGE).toBe('Could not be same as previous');
    expect(EMPLOYEE_ON_DEMAND_MESSAGE).toBe('Employee can not be available on demand');
    for (const t of AVAILABILITY_TYPES) expect(AVAILABILITY_TYPE_LABELS[t]).toBeTruthy();
  });
});

describe('currentAvailability', () => {
  it('is the latest entry dated today or earlier, of any type', () => {
    const rows = [
      entry(1, 'billable', '2025-01-01', 'Available'),
      entry(2, 'internal', '2025-03-01', 'Unavailable'),
      entry(3, 'billable', '2025-06-01', 'On-demand'),
    ];
    expect(currentAvailability(rows, '2025-04-01')?.id).toBe(2);
    expect(currentAvailability(rows, '2025-06-01')?.id).toBe(3);
    expect(currentAvailability(rows, '2024-12-31')).toBeNull();
    expect(currentAvailability(rows, new Date(2025, 0, 1))?.id).toBe(1);
  });

  it('on one date, the entry made last wins', () => {
    const rows = [
      entry(5, 'billable', '2025-01-01', 'Available'),
      entry(9, 'internal', '2025-01-01', 'Unavailable'),
    ];
    expect(currentAvailability(rows, '2025-01-01')?.id).toBe(9);
  });

  it('is never dated after today, and no entry between it and today is later', () => {
    fc.assert(
      fc.property(entries, day, (rows, today) => {
        const current = currentAvailability(rows, today);
        const eligible = rows.filter((row) => row.date <= today);
        if (eligible.length === 0) return current === null;
        if (!current || current.date > today) return false;
        return eligible.every(
          (row) =>
            row.date < current.date || (row.date === current.date && (row.id ?? 0) <= (current.id ?? 0)),
        );
      }),
    );
  });

  it('does not depend on the order of the entries', () => {
    fc.assert(
      fc.property(entries, day, (rows, today) => {
        expect(currentAvailability([...rows].reverse(), today)).toEqual(currentAvailability(rows, today));
      }),
    );
  });
});

describe('validateAvailability (SPEC §5)', () => {
  const history = [
    entry(1, 'billable', '2025-01-01', 'Available'),
    entry(2, 'internal', '2025-02-01', 'Unavailable'),
    entry(3, 'billable', '2025-03-01', 'Partially available'),
  ];

  it('refuses the value of the previous entry of the same type before the date', () => {
    expect(
      validateAvailability(
        { type: 'billable', date: '2025-04-01', availability: 'Partially available' },
        history,
        'sale',
      ),
    ).toBe(SAME_AS_PREVIOUS_MESSAGE);
    // Before 1 March the previous billable entry is the one of 1 January.
    expect(
      validateAvailability(
        { type: 'billable', date: '2025-02-15', availability: 'Available' },
        history,
        'sale',
      ),
    ).toBe(SAME_AS_PREVIOUS_MESSAGE);
    expect(
      validateAvailability(
        { type: 'billable', date: '2025-02-15', availability: 'Unavailable' },
        history,
        'sale',
      ),
    ).toBeUndefined();
  });

  it('compares within the type only, and only with entries strictly before the date', () => {
    // The internal entry says Unavailable; the previous billable one says Partially available.
    expect(
      validateAvailability(
        { type: 'billable', date: '2025-04-01', availability: 'Unavailable' },
        history,
        'sale',
      ),
    ).toBeUndefined();
    // An entry on the same date is not "previous".
    expect(
      validateAvailability(
        { type: 'billable', date: '2025-01-01', availability: 'Available' },
        history,
        'sale',
      ),
    ).toBeUndefined();
    // Nothing before: anything goes.
    expect(
      validateAvailability(
        { type: 'internal', date: '2024-01-01', availability: 'Unavailable' },
        history,
        'sale',
      ),
    ).toBeUndefined();
  });

  it('refuses On-demand for the role employee only', () => {
    const candidate = { type: 'internal', date: '2025-05-01', availability: 'On-demand' };
    expect(validateAvailability(candidate, history, 'employee')).toBe(EMPLOYEE_ON_DEMAND_MESSAGE);
    expect(validateAvailability(candidate, history, 'sale')).toBeUndefined();
    expect(validateAvailability(candidate, history, 'admin')).toBeUndefined();
  });

  it('property: refused exactly when the previous same-type value repeats, or On-demand for an employee', () => {
    fc.assert(
      fc.property(entries, type, day, value, role, (rows, t, date, availability, r) => {
        const candidate = { type: t, date, availability };
        const previous = previousEntry(candidate, rows);
        const expected =
          availability === 'On-demand' && r === 'employee'
            ? EMPLOYEE_ON_DEMAND_MESSAGE
            : previous?.data.availability === availability
              ? SAME_AS_PREVIOUS_MESSAGE
              : undefined;
        expect(validateAvailability(candidate, rows, r)).toBe(expected);
        if (previous) {
          expect(previous.type).toBe(t);
          expect(previous.date < date).toBe(true);
        }
      }),
    );
  });

  it('property: a history built by accepting only valid entries never repeats within a type', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type, date: day, availability: value }), { maxLength: 20 }),
        role,
        (candidates, r) => {
          const accepted: AvailabilityEntryLike[] = [];
          const sorted = [...candidates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
          for (const candidate of sorted) {
            if (!validateAvailability(candidate, accepted, r)) {
              accepted.push(
                entry(accepted.length + 1, candidate.type, candidate.date, candidate.availability),
              );
            }
          }
          for (const row of accepted) {
            const previous = previousEntry(row, accepted);
            expect(previous?.data.availability).not.toBe(row.data.availability);
            if (r === 'employee') expect(row.data.availability).not.toBe('On-demand');
          }
        },
      ),
    );
  });
});
