import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { getAs, login } from '../../support/mock-api';

export const ADMIN = 'admin@acme.test';
export const ACTIVE_URL = '/admin/recruitment/active';

// A seeded candidate of acme as the mocked API lists them (the first matching the query).
export async function seededCandidate(query: string): Promise<Candidate> {
  const token = await login(ADMIN);
  const answer = await getAs('acme', `recruitment/candidates?per_page=100&${query}`, token);
  const rows = (answer.body as { data: { data: Candidate[] } }).data.data;
  const found = rows[0];
  if (!found) throw new Error(`No seeded candidate for ${query}`);
  return found;
}
