import { request } from '../http';
import { profileSectionListSchema } from './profile-section.schemas';

export async function fetchProfileSections() {
  return (await request(profileSectionListSchema, { method: 'GET', url: 'profile-sections' })).data;
}
