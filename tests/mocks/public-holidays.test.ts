import {
  countryHolidaysListSchema,
  holidayYearResponseSchema,
} from '@/api/public-holidays/public-holiday.schemas';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

const yearOf = async (token: string, query: string, tenant = 'acme') =>
  holidayYearResponseSchema.parse((await getAs(tenant, `all-public-holidays?${query}`, token)).body).data;

const referenceDates = async (token: string, country: string, year: number) => {
  const { data } = countryHolidaysListSchema.parse(
    (await getAs('acme', 'public-holidays?country=all', token)).body,
  );
  return (data.find((entry) => entry.country === country)?.holidays ?? [])
    .filter((day) => day.date.startsWith(`${year}-`))
    .map((day) => day.date);
};

describe('all-public-holidays: a country year for the calendar', () => {
  it('gives the generated days with their source, the company days of acme, and nothing removed', async () => {
    const token = await login('employee@acme.test');
    const year = await yearOf(token, 'year=2026&country=GE');
    expect(year.country).toBe('GE');
    expect(year.holidays.filter((day) => day.source === 'easter').map((day) => day.date)).toEqual([
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
      '2026-04-13',
    ]);
    expect(year.holidays.find((day) => day.date === '2026-05-26')).toEqual({
      date: '2026-05-26',
      name: 'Independence Day',
      source: 'fixed',
    });
    // The seed: acme gave its people New Year's Eve of the year after the reference date (2025).
    expect(year.holidays.at(-1)).toMatchObject({ date: '2026-12-31', source: 'added' });
    expect(year.removed).toEqual([]);
    expect(
      (await yearOf(await login('admin@globex.test'), 'year=2026&country=GE', 'globex')).holidays,
    ).toHaveLength(18);
  });

  it('answers any year the rules cover, Serbia too', async () => {
    const token = await login('admin@acme.test');
    expect((await yearOf(token, 'year=2030&country=GE')).holidays).toHaveLength(18);
    expect(
      (await yearOf(token, 'year=2026&country=RS')).holidays.some((day) => day.name === 'Statehood Day'),
    ).toBe(true);
  });

  it('answers 422 for an unknown country or a year it cannot compute', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect((await getAs('acme', 'all-public-holidays?year=2026&country=XX', token)).body).toEqual({
      message: 'The selected country is invalid.',
      errors: { country: ['The selected country is invalid.'] },
    });
    expect((await getAs('acme', 'all-public-holidays?year=3000&country=GE', token)).status).toBe(422);
    expect((await getAs('acme', 'all-public-holidays?country=GE', token)).status).toBe(422);
  });
});

describe('POST public-holidays: the company changes of a year', () => {
  it('stores the added days and removed dates, answers the new year, and the reference list follows', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'POST', 'public-holidays', token, {
      country: 'GE',
      year: 2025,
      added: [{ date: '2025-06-13', name: ' Company day ' }],
      removed: ['2025-05-26'],
    });
    expect(answer.status).toBe(200);
    const saved = holidayYearResponseSchema.parse(answer.body).data;
    expect(saved.holidays.find((day) => day.date === '2025-06-13')).toEqual({
      date: '2025-06-13',
      name: 'Company day',
      source: 'added',
    });
    expect(saved.removed).toEqual([{ date: '2025-05-26', name: 'Independence Day', source: 'fixed' }]);
    expect(await yearOf(token, 'year=2025&country=GE')).toEqual(saved);

    const dates = await referenceDates(token, 'GE', 2025);
    expect(dates).toContain('2025-06-13');
    expect(dates).not.toContain('2025-05-26');
    // Other years keep their days.
    expect(await referenceDates(token, 'GE', 2026)).toContain('2026-05-26');
  });

  it("replaces the year's earlier changes: an empty list goes back to the rules", async () => {
    const token = await login('admin@acme.test');
    await sendAs('acme', 'POST', 'public-holidays', token, {
      country: 'GE',
      year: 2026,
      added: [],
      removed: [],
    });
    const year = await yearOf(token, 'year=2026&country=GE');
    expect(year.holidays.some((day) => day.source === 'added')).toBe(false);
    expect(await referenceDates(token, 'GE', 2026)).not.toContain('2026-12-31');
  });

  it('answers 422 at each wrong entry: outside the year, a day off already, no name, a removed date the rules do not give', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'POST', 'public-holidays', token, {
      country: 'GE',
      year: 2026,
      added: [
        { date: '2027-01-05', name: 'Next year' },
        { date: '2026-01-07', name: 'Twice' },
        { date: '2026-06-12', name: ' ' },
        { date: '2026-06-15', name: 'Fine' },
        { date: '2026-06-15', name: 'Same day' },
      ],
      removed: ['2026-06-01'],
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: unknown }).errors).toEqual({
      'added.0.date': ['The added.0.date field must be a day in 2026.'],
      'added.1.date': ['The added.1.date is already a public holiday.'],
      'added.2.name': ['The added.2.name field is required.'],
      'added.4.date': ['The added.4.date is already a public holiday.'],
      'removed.0': ['The selected removed.0 is invalid.'],
    });
    // Nothing was stored.
    expect(
      (await yearOf(token, 'year=2026&country=GE')).holidays.some((day) => day.date === '2026-06-15'),
    ).toBe(false);
  });

  it('lets a removed generated day be added back under another name', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'POST', 'public-holidays', token, {
      country: 'GE',
      year: 2026,
      added: [{ date: '2026-05-26', name: 'Our Independence Day' }],
      removed: ['2026-05-26'],
    });
    expect(answer.status).toBe(200);
    const { data } = holidayYearResponseSchema.parse(answer.body);
    expect(data.holidays.filter((day) => day.date === '2026-05-26')).toEqual([
      { date: '2026-05-26', name: 'Our Independence Day', source: 'added' },
    ]);
  });

  it('is for settings::manage only (403), and stores nothing then', async () => {
    const token = await login('sale@acme.test');
    const answer = await sendAs('acme', 'POST', 'public-holidays', token, {
      country: 'GE',
      year: 2026,
      added: [{ date: '2026-06-12', name: 'Sale day' }],
      removed: [],
    });
    expect(answer.status).toBe(403);
    expect(await referenceDates(token, 'GE', 2026)).not.toContain('2026-06-12');
  });
});
