import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AchievementRow, CourseRow } from '@/mocks/db/profile-schemas';
import { getTenantDb } from '@/mocks/db';
import type { MediaParent } from '@/mocks/db/media-parents';
import { PROFILE_PERSON_ID } from '../../support/render-screen';

// The admin demo account, whose profile the tab shows by default; the sale demo account may view it
// but not change it.
export const PERSON_ID = PROFILE_PERSON_ID;

// Media rows for seeded items: drawn as PDFs on download.
async function files(
  userId: number,
  parent: MediaParent,
  names: readonly string[],
  firstId: number,
): Promise<number[]> {
  const db = await getTenantDb('acme');
  const ids: number[] = [];
  for (const [index, file_name] of names.entries()) {
    const id = firstId + index;
    await db.media.create({
      id,
      user_id: userId,
      parent,
      file_name,
      mime_type: 'application/pdf',
      size: 2048,
      created_at: '2025-01-01T09:00:00.000Z',
      content: null,
    });
    ids.push(id);
  }
  return ids;
}

type Seed<Row> = Partial<Omit<Row, 'media_ids' | 'user_id'>> & { files?: string[] };

// Replaces the person's courses with known ones, so what the tab shows does not depend on the seed.
export async function giveCourses(userId: number, courses: Seed<CourseRow>[]): Promise<CourseRow[]> {
  const db = await getTenantDb('acme');
  await db.courses.deleteMany((q) => q.where({ user_id: userId }));
  const rows: CourseRow[] = [];
  for (const [index, { files: names = [], ...course }] of courses.entries()) {
    const id = course.id ?? 9001 + index;
    const row: CourseRow = {
      user_id: userId,
      name: 'A course',
      provider: '',
      completed_at: null,
      ...course,
      id,
      media_ids: await files(userId, { kind: 'course', id }, names, 9001 + index * 10),
    };
    await db.courses.create(row);
    rows.push(row);
  }
  return rows;
}

export async function giveAchievements(
  userId: number,
  achievements: Seed<AchievementRow>[],
): Promise<AchievementRow[]> {
  const db = await getTenantDb('acme');
  await db.achievements.deleteMany((q) => q.where({ user_id: userId }));
  const rows: AchievementRow[] = [];
  for (const [index, { files: names = [], ...achievement }] of achievements.entries()) {
    const id = achievement.id ?? 9101 + index;
    const row: AchievementRow = {
      user_id: userId,
      title: 'An achievement',
      description: '',
      achieved_at: null,
      ...achievement,
      id,
      media_ids: await files(userId, { kind: 'achievement', id }, names, 9201 + index * 10),
    };
    await db.achievements.create(row);
    rows.push(row);
  }
  return rows;
}

export const pdf = (name = 'Certificate.pdf') =>
  new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
export const png = (name = 'Badge.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

// Text goes in as pasted: typing character by character into MUI fields is slow under jsdom.
export async function enter(user: UserEvent, form: HTMLElement, label: RegExp, text: string) {
  await user.click(within(form).getByLabelText(label));
  await user.paste(text);
}

export async function openDialog(user: UserEvent, button: string, name: string | RegExp = button) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name });
}

export const save = (user: UserEvent, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: 'Save' }));

// A dialog with a date picker is slow to fill in under jsdom on a shared machine.
export const DIALOG_TEST_TIMEOUT_MS = 45_000;
