import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { getTenantDb } from '@/mocks/db';
import type { UserStage } from '@/mocks/db/schemas';
import { nextId } from '@/mocks/db/tenant-db';
import { bearer, login, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

// Issue 30: a profile's CVs and language certificates are read as the profile is (GET user/{id},
// src/mocks/routing/read-gate.ts): oneself; others with employee::view, and a candidate's only with
// recruitment::view too, else 404 as for an unknown person. The seeded acme: admin@ (every permission),
// employee@ (employee::view, no recruitment::view).

// A colleague (no demo account) with a language with certificates and a CV; `stage` makes them a
// candidate.
async function colleagueWithFiles(stage: UserStage) {
  const db = await getTenantDb('acme');
  const demo = new Set(DEMO_ACCOUNTS.map((account) => account.email));
  const language = db.userLanguages.all().find((row) => {
    const person = db.users.findFirst((q) => q.where({ id: row.user_id }));
    return row.certificate_ids.length > 0 && person !== undefined && !demo.has(person.email);
  });
  if (!language) throw new Error('the seed has no colleague with certificates');
  const personId = language.user_id;
  const cvId = nextId(db.cvs);
  await db.cvs.create({
    id: cvId,
    user_id: personId,
    cv_name: 'Tender CV',
    variant: 'Tender',
    summary: 'Builds things.',
    sections: [],
    file_media_id: null,
    created_at: '2025-05-01T09:00:00Z',
    updated_at: '2025-05-01T09:00:00Z',
  });
  await db.users.update((q) => q.where({ id: personId }), {
    data(user) {
      user.stage = stage;
    },
  });
  return { personId, cvId, languageId: language.language_id };
}

async function readsAs(email: string, files: Awaited<ReturnType<typeof colleagueWithFiles>>) {
  const token = await login(email);
  // Only the status: a file answer is no JSON.
  const status = async (path: string, init: RequestInit = {}) =>
    (await fetch(tenantUrl('acme', path), { ...init, headers: { ...bearer(token), ...init.headers } }))
      .status;
  return {
    cv: await status(`cv/${files.cvId}`),
    history: await status(`cv/history/${files.cvId}`),
    certificates: await status(`language-certificate/${files.personId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language_id: files.languageId }),
    }),
  };
}

describe('CVs and language certificates follow the profile read rule (issue 30)', () => {
  it('a candidate’s CV and certificates are 404 without recruitment::view, as their profile is', async () => {
    const files = await colleagueWithFiles('interview');
    expect(await readsAs('employee@acme.test', files)).toEqual({ cv: 404, history: 404, certificates: 404 });
    expect(await readsAs('admin@acme.test', files)).toEqual({ cv: 200, history: 200, certificates: 200 });
  });

  it('a rejected candidate’s likewise; an employee’s are read with employee::view', async () => {
    const rejected = await colleagueWithFiles('rejected');
    expect(await readsAs('employee@acme.test', rejected)).toEqual({
      cv: 404,
      history: 404,
      certificates: 404,
    });
    const employed = await colleagueWithFiles('');
    expect(await readsAs('employee@acme.test', employed)).toEqual({
      cv: 200,
      history: 200,
      certificates: 200,
    });
  });
});
