import { screen } from '@testing-library/react';
import type { UserProjectRow } from '@/mocks/db/profile-schemas';
import { useUserProfile } from '@/api/users/user-profile.queries';
import { useEditGate } from '@/features/employee-profile/hooks/use-edit-gate';
import { ProjectsSection } from '@/features/employee-profile/sections/projects-section';
import { getTenantDb } from '@/mocks/db';
import { renderWithApp } from '../../render';
import { signIn } from '../../support/mock-api';

// The admin demo account is user 1 of acme; its profile is editable (stage '').
export const PERSON_ID = 1;

// The tab as the profile page shows it: the person, and whether the edit gate lets them change.
function ProjectsTab({ id }: { id: number }) {
  const profile = useUserProfile(id);
  const gate = useEditGate(profile.data);
  return profile.data ? <ProjectsSection person={profile.data} editable={gate.editable} /> : null;
}

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
    const media_ids: number[] = [];
    for (const file_name of files) {
      mediaId += 1;
      await db.media.create({
        id: mediaId,
        user_id: userId,
        file_name,
        mime_type: 'application/pdf',
        size: 2048,
        created_at: '2025-01-01T09:00:00.000Z',
        content: null,
      });
      media_ids.push(mediaId);
    }
    id += 1;
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

export async function renderProjectsTab(email = 'admin@acme.test', id = PERSON_ID) {
  await signIn(email);
  const rendered = renderWithApp(<ProjectsTab id={id} />);
  await screen.findByRole('heading', { level: 2, name: 'Projects' });
  return rendered;
}
