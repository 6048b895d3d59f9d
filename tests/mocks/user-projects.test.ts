import { userProfileResponseSchema } from '@/api/user-profile/user-profile.schemas';
import { getTenantDb } from '@/mocks/db';
import { matchPath } from '@/mocks/routing/match-path';
import { bearer, call, getAs, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

type FilePart = { name: string; type: string; bytes: Uint8Array };
type Part = [string, string | FilePart];
type Project = { id: number; name: string; role: string; skill_ids: number[]; media: { id: number }[] };
type ProjectsAnswer = { data: Project[] };

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const pdf = (name = 'Case study.pdf'): FilePart => ({ name, type: 'application/pdf', bytes: PDF });

// A multipart body built by hand: the test DOM's FormData and File do not reach the mock intact.
function multipart(parts: readonly Part[]) {
  const boundary = '----user-projects-test';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.bytes,
        encoder.encode('\r\n'),
      );
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(token: string, path: string, parts: readonly Part[]) {
  const { body, contentType } = multipart(parts);
  return call(tenantUrl('acme', path), {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': contentType },
    body,
  });
}

async function lists() {
  const db = await getTenantDb('acme');
  const [react, aws] = [db.skills.all()[0], db.skills.all()[1]];
  const industry = db.industries.all()[0];
  if (!react || !aws || !industry) throw new Error('the seed has no skills or industries');
  return { db, skillIds: [react.id, aws.id], industryId: industry.id };
}

async function projectParts(overrides: Partial<Record<string, string>> = {}): Promise<Part[]> {
  const { skillIds, industryId } = await lists();
  const fields: Record<string, string> = {
    name: 'Payments platform',
    client: 'Bank of Tbilisi',
    role: 'Backend developer',
    description: 'Moved card payments to a new ledger.',
    start_date: '2025-03-01',
    end_date: '',
    industry_id: String(industryId),
    ...overrides,
  };
  return [
    ...Object.entries(fields).map(([name, value]): Part => [name, value]),
    ...skillIds.map((id): Part => ['skill_ids[]', String(id)]),
  ];
}

async function addProject(token: string, userId = 1, extra: Part[] = []): Promise<Project> {
  const { status, body } = await send(token, `user/projects/${userId}`, [
    ...(await projectParts()),
    ...extra,
  ]);
  expect(status).toBe(201);
  const added = (body as ProjectsAnswer).data.find((project) => project.name === 'Payments platform');
  if (!added) throw new Error('the new project is not in the answer');
  return added;
}

async function personAt(stage: 'hired') {
  const person = (await getTenantDb('acme')).users.findFirst((q) => q.where({ stage }));
  if (!person) throw new Error(`the seed has nobody at ${stage}`);
  return person;
}

describe('POST user/projects/{id}', () => {
  it('adds a project with its skills and files, and answers the person’s projects newest first', async () => {
    const token = await login('admin@acme.test');
    const { skillIds, industryId, db } = await lists();
    const { status, body } = await send(token, 'user/projects/1', [
      ...(await projectParts()),
      ['files[]', pdf()],
    ]);
    expect(status).toBe(201);
    const projects = (body as ProjectsAnswer).data;
    const added = projects.find((project) => project.name === 'Payments platform');
    expect(added).toMatchObject({
      client: 'Bank of Tbilisi',
      role: 'Backend developer',
      description: 'Moved card payments to a new ledger.',
      start_date: '2025-03-01',
      end_date: null,
      industry_id: industryId,
      skill_ids: skillIds,
      media: [{ file_name: 'Case study.pdf', mime_type: 'application/pdf', size: PDF.byteLength }],
    });
    const starts = projects.map((project) => (project as unknown as { start_date: string }).start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(db.media.findFirst((q) => q.where({ id: added?.media[0]?.id ?? 0 }))?.user_id).toBe(1);

    const profile = userProfileResponseSchema.parse((await getAs('acme', 'user/1', token)).body).data;
    expect(profile.projects).toEqual(projects);
  });

  it('answers Laravel 422s on the fields and stores nothing', async () => {
    const token = await login('admin@acme.test');
    const { db } = await lists();
    const before = { projects: db.userProjects.all().length, media: db.media.all().length };

    const missing = await send(token, 'user/projects/1', await projectParts({ name: '', start_date: '' }));
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      errors: {
        name: ['The name field is required.'],
        start_date: ['The start date field is required.'],
      },
    });

    const tooLong = await send(
      token,
      'user/projects/1',
      await projectParts({ name: 'x'.repeat(256), role: 'r'.repeat(256), description: 'd'.repeat(2001) }),
    );
    expect(tooLong.body).toMatchObject({
      errors: {
        name: ['The name field must not be greater than 255 characters.'],
        role: ['The role field must not be greater than 255 characters.'],
        description: ['The description field must not be greater than 2000 characters.'],
      },
    });

    const backwards = await send(
      token,
      'user/projects/1',
      await projectParts({ start_date: '2025-03-01', end_date: '2025-02-28' }),
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({
      errors: { end_date: ['The end date field must be a date after or equal to start date.'] },
    });

    const unknown = await send(token, 'user/projects/1', [
      ...(await projectParts({ industry_id: '99999' })),
      ['skill_ids[]', '99999'],
    ]);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      errors: {
        industry_id: ['The selected industry id is invalid.'],
        'skill_ids.2': ['The selected skill_ids.2 is invalid.'],
      },
    });

    const wrongFile = await send(token, 'user/projects/1', [
      ...(await projectParts()),
      ['files[]', pdf()],
      ['files[]', { name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array([65]) }],
    ]);
    expect(wrongFile.status).toBe(422);
    expect(wrongFile.body).toMatchObject({ errors: { 'files.1': [expect.stringContaining('type')] } });

    expect({ projects: db.userProjects.all().length, media: db.media.all().length }).toEqual(before);
  });

  it('answers 404 for an unknown person', async () => {
    const token = await login('admin@acme.test');
    expect((await send(token, 'user/projects/99999', await projectParts())).status).toBe(404);
  });
});

describe('POST user/projects/{id}?_method=PATCH', () => {
  it('changes the project named by project_id and adds the new files to its own', async () => {
    const token = await login('admin@acme.test');
    const added = await addProject(token, 1, [['files[]', pdf('First.pdf')]]);
    const { status, body } = await send(token, 'user/projects/1?_method=PATCH', [
      ['project_id', String(added.id)],
      ...(await projectParts({ role: 'Tech lead', end_date: '2025-09-30' })),
      ['files[]', pdf('Second.pdf')],
    ]);
    expect(status).toBe(200);
    const changed = (body as ProjectsAnswer).data.find((project) => project.id === added.id);
    expect(changed).toMatchObject({
      role: 'Tech lead',
      end_date: '2025-09-30',
      media: [{ file_name: 'First.pdf' }, { file_name: 'Second.pdf' }],
    });
    const { db } = await lists();
    expect(db.userProjects.all().filter((row) => row.name === 'Payments platform')).toHaveLength(1);
  });

  it('refuses more than 5 files on a project, counting the ones it has', async () => {
    const token = await login('admin@acme.test');
    const added = await addProject(
      token,
      1,
      [1, 2, 3, 4].map((n): Part => ['files[]', pdf(`${n}.pdf`)]),
    );
    const { status, body } = await send(token, 'user/projects/1?_method=PATCH', [
      ['project_id', String(added.id)],
      ...(await projectParts()),
      ['files[]', pdf('5.pdf')],
      ['files[]', pdf('6.pdf')],
    ]);
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { files: [expect.stringContaining('at most 5 files')] } });
    const { db } = await lists();
    expect(db.userProjects.findFirst((q) => q.where({ id: added.id }))?.media_ids).toHaveLength(4);
  });

  it('answers 404 for another person’s project, and 422 without project_id', async () => {
    const token = await login('admin@acme.test');
    const { db } = await lists();
    const others = db.userProjects.findFirst((q) => q.where({ user_id: (id) => id !== 1 }));
    if (!others) throw new Error('the seed has no project of someone else');
    const foreign = await send(token, 'user/projects/1?_method=PATCH', [
      ['project_id', String(others.id)],
      ...(await projectParts()),
    ]);
    expect(foreign.status).toBe(404);
    expect(db.userProjects.findFirst((q) => q.where({ id: others.id }))?.name).toBe(others.name);

    const unnamed = await send(token, 'user/projects/1?_method=PATCH', await projectParts());
    expect(unnamed.status).toBe(422);
    expect(unnamed.body).toMatchObject({ errors: { project_id: ['The project id field is required.'] } });
  });
});

describe('DELETE user/projects/{id}', () => {
  it('deletes the projects named in ids with their files', async () => {
    const token = await login('admin@acme.test');
    const added = await addProject(token, 1, [['files[]', pdf()]]);
    const fileId = added.media[0]?.id ?? 0;
    const { status, body } = await sendAs('acme', 'DELETE', 'user/projects/1', token, { ids: [added.id] });
    expect(status).toBe(200);
    expect((body as ProjectsAnswer).data.map((project) => project.id)).not.toContain(added.id);
    const { db } = await lists();
    expect(db.userProjects.findFirst((q) => q.where({ id: added.id }))).toBeUndefined();
    expect(db.media.findFirst((q) => q.where({ id: fileId }))).toBeUndefined();
  });

  it('answers 404 when an id is not this person’s, and deletes none of them', async () => {
    const token = await login('admin@acme.test');
    const added = await addProject(token);
    const { db } = await lists();
    const others = db.userProjects.findFirst((q) => q.where({ user_id: (id) => id !== 1 }));
    if (!others) throw new Error('the seed has no project of someone else');
    const { status } = await sendAs('acme', 'DELETE', 'user/projects/1', token, {
      ids: [added.id, others.id],
    });
    expect(status).toBe(404);
    expect(db.userProjects.findFirst((q) => q.where({ id: added.id }))).toBeDefined();
    expect(db.userProjects.findFirst((q) => q.where({ id: others.id }))).toBeDefined();
  });

  it('answers 422 without ids', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await sendAs('acme', 'DELETE', 'user/projects/1', token, { ids: [] });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { ids: ['The ids field is required.'] } });
  });
});

describe('the edit gate on projects (SPEC §4)', () => {
  it('refuses someone without employee::update on every call', async () => {
    const admin = await login('admin@acme.test');
    const added = await addProject(admin);
    const sale = await login('sale@acme.test');
    expect((await send(sale, 'user/projects/1', await projectParts())).status).toBe(403);
    expect(
      (
        await send(sale, 'user/projects/1?_method=PATCH', [
          ['project_id', String(added.id)],
          ...(await projectParts({ role: 'Tester' })),
        ])
      ).status,
    ).toBe(403);
    expect((await sendAs('acme', 'DELETE', 'user/projects/1', sale, { ids: [added.id] })).status).toBe(403);
    const { db } = await lists();
    expect(db.userProjects.findFirst((q) => q.where({ id: added.id }))?.role).toBe('Backend developer');
  });

  it('refuses a person past pre-offer, saying why', async () => {
    const token = await login('admin@acme.test');
    const hired = await personAt('hired');
    const { status, body } = await send(token, `user/projects/${hired.id}`, await projectParts());
    expect(status).toBe(403);
    expect((body as { message: string }).message).toContain('“hired”');
  });
});

describe('routing', () => {
  it('keeps user/projects/{id} and GET user/{id} apart', async () => {
    expect(matchPath('user/:id', 'user/projects/1')).toBeNull();
    expect(matchPath('user/projects/:id', 'user/1')).toBeNull();
    const token = await login('admin@acme.test');
    const profile = await getAs('acme', 'user/1', token);
    expect(userProfileResponseSchema.safeParse(profile.body).success).toBe(true);
    const added = await addProject(token);
    expect(added.name).toBe('Payments platform');
  });
});
