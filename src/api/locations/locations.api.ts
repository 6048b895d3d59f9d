import { request } from '../http';
import { locationListSchema, type Location } from './location.schemas';

export async function searchLocations(text: string): Promise<Location[]> {
  const body = await request(locationListSchema, {
    method: 'GET',
    url: 'location',
    params: { location: text },
  });
  return body.data;
}
