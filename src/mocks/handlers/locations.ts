import { locationListSchema } from '@/api/locations/location.schemas';
import { searchLocations } from '../db/locations';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// GET location?location=<text>: up to 10 places, best matches first; text under 2 characters finds none.
const search = tenantRoute('GET', 'location', ({ url }) => {
  const text = (url.searchParams.get('location') ?? '').trim();
  return respond(locationListSchema, { data: text.length < 2 ? [] : searchLocations(text) });
});

export const locationHandlers = [search];
