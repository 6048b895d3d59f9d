import type { UserProjectRow } from '@/mocks/db/profile-schemas';
import { getTenantDb } from '@/mocks/db';
import { PROFILE_PERSON_ID } from '../../support/render-screen';

// The admin demo account, whose profile the tab shows by default.
export const PERSON_ID = PROFILE_PERSON_ID;

export async function idOf(list: 'skills' | 'industries', name: string): Promise<number> {
  const row = (await getTenantDb('acme'))[list].findFirst((q) => q.where({ name }));
  if (!row) throw new Error(`No ${list} row ${name}`);
  return row.id;
}

export type SeedProject = Partial<Omit<UserProjectRow, 'skill_ids' | 'industry_id'>> & {
  name: string;
  skills?: string[];
  industry?: string;
  files?: string[];
};

// Replaces the person's projects with known ones, so what the tab shows does not depend on the seed.
export async function giveProjects(userId: number, projects: SeedProject[]): Promise<UserProjectRow[]> {
  const db = await getTenantDb('acme');
  await db.userProjects.deleteMany((q) => q.where({ user_id: userId }));
  const rows: UserProjectRow[] = [];
  let id = 9000;
  let mediaId = 9000;
  for (const { skills = [], industry, files = [], ...project } of projects) {
    id += 1;
    const projectId = project.id ?? id;
    const media_ids: number[] = [];
    for (const file_name of files) {
      mediaId += 1;
      await db.media.create({
        id: mediaId,
        user_id: userId,
        parent: { kind: 'user-project', id: projectId },
        file_name,
        mime_type: 'application/pdf',
        size: 2048,
        created_at: '2025-01-01T09:00:00.000Z',
        content: null,
      });
      media_ids.push(mediaId);
    }
    const row: UserProjectRow = {
      id,
      user_id: userId,
      client: '',
      role: '',
      description: '',
      start_date: '2024-01-01',
      end_date: null,
      ...project,
      industry_id: industry ? await idOf('industries', industry) : null,
      skill_ids: await Promise.all(skills.map((skill) => idOf('skills', skill))),
      media_ids,
    };
    await db.userProjects.create(row);
    rows.push(row);
  }
  return rows;
}
