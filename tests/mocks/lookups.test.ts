import { listOf, namedItemSchema } from '@/api/common.schemas';
import { locationListSchema } from '@/api/locations/location.schemas';
import { LOCATIONS, searchLocations } from '@/mocks/db/locations';
import { call, getAs, login, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

describe('employment types', () => {
  it('GET employment-types needs a token and answers the list in order', async () => {
    expect((await call(tenantUrl('acme', 'employment-types'))).status).toBe(401);
    const { body } = await getAs('acme', 'employment-types', await login('employee@acme.test'));
    expect(
      listOf(namedItemSchema)
        .parse(body)
        .data.map((row) => row.name),
    ).toEqual(['Full-time', 'Part-time', 'Contractor', 'Intern']);
  });
});

describe('location lookup', () => {
  it('knows about 40 places with unique ids', () => {
    expect(LOCATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LOCATIONS.map((location) => location.id)).size).toBe(LOCATIONS.length);
  });

  it('GET location?location= finds names by their start, ignoring case and accents', async () => {
    const token = await login('admin@acme.test');
    const search = async (text: string) =>
      locationListSchema.parse(
        (await getAs('acme', `location?location=${encodeURIComponent(text)}`, token)).body,
      ).data;
    expect(await search('tbi')).toEqual([{ id: 'tbilisi-ge', name: 'Tbilisi', country: 'Georgia' }]);
    expect((await search('BE')).map((l) => l.name)).toEqual(['Belgrade', 'Berlin']);
    expect((await search('nis')).map((l) => l.name)).toEqual(['Niš']);
    expect((await search('sad')).map((l) => l.name)).toEqual(['Novi Sad']);
    expect(await search('b')).toEqual([]);
    expect(await search('zzz')).toEqual([]);
    // The country's cities after the names.
    expect((await search('serbia')).map((l) => l.country)).toEqual(Array(5).fill('Serbia'));
  });

  it('caps the answer at 10', () => {
    expect(searchLocations('a').length).toBeLessThanOrEqual(10);
  });
});
