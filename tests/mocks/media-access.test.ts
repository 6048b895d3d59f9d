import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { timeOffResponseSchema } from '@/api/time-offs/time-off.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { getTenantDb } from '@/mocks/db';
import { nextId } from '@/mocks/db/tenant-db';
import { storeUploads } from '@/mocks/files/stored-media';
import { bearer, getAs, login, revoke, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';
import { candidateParts, pdfFile, postMultipart, type Part } from './multipart-body';

setupMockApi();

// Issue 30, H3 and M1: every stored file is read and deleted through its parent (the item that lists
// it), by that parent's own rules. A file one may not read is 404, as an unknown id, in both forms.
// The seeded acme: admin@ (every permission), sale@ (employee::view, project::view; employee@'s
// time-off reviewer, without time-off::manage), employee@ (employee::view only).

// The file itself (no JSON asked for): only its status.
async function fileStatus(tenant: string, id: number, token: string): Promise<number> {
  const response = await fetch(tenantUrl(tenant, `media/${id}`), { headers: bearer(token) });
  await response.arrayBuffer();
  return response.status;
}

// Both forms of GET media/{id} answer the same status.
async function readStatus(id: number, token: string): Promise<number> {
  const described = (await getAs('acme', `media/${id}`, token)).status;
  expect(await fileStatus('acme', id, token)).toBe(described);
  return described;
}

const deleteMedia = (ids: number[], token: string) => sendAs('acme', 'DELETE', 'media', token, { ids });

const mediaRow = async (id: number) => (await getTenantDb('acme')).media.findFirst((q) => q.where({ id }));

// A sick leave with its note, filed by `email` for themselves.
async function fileSickLeave(email: string) {
  const token = await login(email);
  const answer = await postMultipart('acme', 'time-offs', token, [
    ['type', 'sick_leave'],
    ['start_date', '2025-11-03'],
    ['end_date', '2025-11-04'],
    ['note', ''],
    ['attachment', pdfFile('sick-note.pdf')],
  ]);
  expect(answer.status).toBe(201);
  const request = timeOffResponseSchema.parse(answer.body).data;
  if (!request.attachment) throw new Error('the sick note was not stored');
  return { token, timeOffId: request.id, fileId: request.attachment.id };
}

// A candidate added by the admin with an uploaded CV.
async function candidateWithCv() {
  const token = await login('admin@acme.test');
  const answer = await postMultipart(
    'acme',
    'recruitment/candidates',
    token,
    candidateParts({ first_name: 'Tamar', last_name: 'Abashidze', email: 'tamar.abashidze@example.com' }, [
      ['cv', pdfFile('tamar-cv.pdf')],
    ]),
  );
  expect(answer.status).toBe(201);
  const candidate = (answer.body as { data: Candidate }).data;
  if (!candidate.cv) throw new Error('the CV was not stored');
  return { candidateId: candidate.id, fileId: candidate.cv.id };
}

// A contract added to a seeded internal project by the admin.
const BILLING_FIELDS = [
  'legal_name',
  'registration_number',
  'vat_number',
  'billing_address',
  'billing_email',
  'po_number',
  'contract_number',
  'payment_terms_days',
  'invoice_language',
  'default_vat_id',
];

async function projectWithContract() {
  const db = await getTenantDb('acme');
  const project = db.projects.all()[0];
  if (!project) throw new Error('the seed has no project');
  const answer = await postMultipart(
    'acme',
    `internal-projects/${project.id}/administrative-fields?_method=put`,
    await login('admin@acme.test'),
    // Every billing field, blank, as the client sends them with a new file.
    [...BILLING_FIELDS.map((field): Part => [field, '']), ['files[]', pdfFile('Contract.pdf')]],
  );
  expect(answer.status).toBe(200);
  const media = (answer.body as { data: { media: { id: number; file_name: string }[] } }).data.media;
  const contract = media.find((file) => file.file_name === 'Contract.pdf');
  if (!contract) throw new Error('the contract was not stored');
  return { projectId: project.id, fileId: contract.id };
}

async function companyFiles() {
  const details = (await getTenantDb('acme')).settings.administrativeInformation;
  const [documentId] = details?.document_media_ids ?? [];
  if (!details?.logo_media_id || documentId === undefined) throw new Error('acme has no company files');
  return { logoId: details.logo_media_id, documentId };
}

// A course with a certificate, stored for the person as the course routes store it.
async function courseWithCertificate(userId: number): Promise<number> {
  const db = await getTenantDb('acme');
  const id = nextId(db.courses);
  const bytes = new Uint8Array(pdfFile().bytes);
  const file = { name: 'certificate.pdf', type: 'application/pdf', size: bytes.byteLength };
  const media_ids = await storeUploads(db, { kind: 'course', id }, userId, [
    { ...file, arrayBuffer: async () => bytes.buffer },
  ]);
  await db.courses.create({
    id,
    user_id: userId,
    name: 'A course',
    provider: '',
    completed_at: null,
    media_ids,
  });
  return media_ids[0]!;
}

async function acmePeople() {
  const users = (await getTenantDb('acme')).users.all();
  const byEmail = (email: string) => users.find((user) => user.email === email)!;
  const candidate = users.find((user) => user.stage === 'new')!;
  return { employee: byEmail('employee@acme.test'), sale: byEmail('sale@acme.test'), candidate };
}

describe('GET media/{id}: a file is read by its parent’s rule (issue 30, H3)', () => {
  it('a sick note is read by its owner, their reviewer and time-off::manage; a colleague gets 404, as for an unknown file', async () => {
    const { token: owner, timeOffId, fileId } = await fileSickLeave('sale@acme.test');
    const employee = await login('employee@acme.test');
    expect(await readStatus(fileId, employee)).toBe(404);
    expect((await getAs('acme', `media/${fileId}`, employee)).body).toEqual(
      (await getAs('acme', 'media/999999', employee)).body,
    );
    // The request itself is no more open to them.
    expect((await getAs('acme', `time-offs/${timeOffId}`, employee)).status).toBe(403);
    expect(await readStatus(fileId, owner)).toBe(200);
    expect(await readStatus(fileId, await login('admin@acme.test'))).toBe(200);
    // sale@ reviews employee@'s requests without holding time-off::manage.
    const reviewed = await fileSickLeave('employee@acme.test');
    expect((await acmePeople()).sale.permissions).not.toContain(PERMISSIONS.timeOffManage);
    expect(await readStatus(reviewed.fileId, owner)).toBe(200);
  });

  it('a candidate’s CV is read only with recruitment::view', async () => {
    const { fileId } = await candidateWithCv();
    expect(await readStatus(fileId, await login('employee@acme.test'))).toBe(404);
    expect(await readStatus(fileId, await login('sale@acme.test'))).toBe(404);
    expect(await readStatus(fileId, await login('admin@acme.test'))).toBe(200);
  });

  it('a project’s contract is read only with project::view', async () => {
    const { fileId } = await projectWithContract();
    expect(await readStatus(fileId, await login('employee@acme.test'))).toBe(404);
    expect(await readStatus(fileId, await login('sale@acme.test'))).toBe(200);
  });

  it('a company document is read only with settings::manage; the logo by everyone of the tenant', async () => {
    const { logoId, documentId } = await companyFiles();
    const employee = await login('employee@acme.test');
    expect(await readStatus(documentId, employee)).toBe(404);
    expect(await readStatus(documentId, await login('sale@acme.test'))).toBe(404);
    expect(await readStatus(documentId, await login('admin@acme.test'))).toBe(200);
    expect(await readStatus(logoId, employee)).toBe(200);
  });

  it('a profile file is read as the profile is: a candidate’s only with recruitment::view, nobody else’s without employee::view', async () => {
    const { employee, sale, candidate } = await acmePeople();
    const candidateFile = await courseWithCertificate(candidate.id);
    const colleagueFile = await courseWithCertificate(sale.id);
    const ownFile = await courseWithCertificate(employee.id);
    let token = await login('employee@acme.test');
    expect(await readStatus(candidateFile, token)).toBe(404);
    expect(await readStatus(colleagueFile, token)).toBe(200);
    expect(await readStatus(candidateFile, await login('admin@acme.test'))).toBe(200);
    await revoke('acme', 'employee@acme.test', PERMISSIONS.employeeView);
    token = await login('employee@acme.test');
    expect(await readStatus(colleagueFile, token)).toBe(404);
    expect(await readStatus(ownFile, token)).toBe(200);
  });

  it('a file no parent lists any more is read by nobody', async () => {
    const { sale } = await acmePeople();
    const fileId = await courseWithCertificate(sale.id);
    const db = await getTenantDb('acme');
    await db.courses.updateMany((q) => q.where({ media_ids: (ids) => ids.includes(fileId) }), {
      data: (draft) => void (draft.media_ids = []),
    });
    expect(await readStatus(fileId, await login('admin@acme.test'))).toBe(404);
  });

  it('another tenant’s file is not reachable: not with its token, not by its id on another host', async () => {
    const { fileId } = await fileSickLeave('employee@acme.test');
    const globex = await login('admin@globex.test');
    expect((await getAs('acme', `media/${fileId}`, globex)).status).toBe(403);
    const onGlobex = await getAs('globex', `media/${fileId}`, globex);
    const globexRow = (await getTenantDb('globex')).media.findFirst((q) => q.where({ id: fileId }));
    if (globexRow) expect(onGlobex.body).toMatchObject({ data: { file_name: globexRow.file_name } });
    else expect(onGlobex.status).toBe(404);
  });
});

describe('DELETE media: each file by its parent’s edit rule, its reference gone with it (issue 30, M1)', () => {
  it('the owner deletes their pending request’s sick note, and the request no longer lists it', async () => {
    const { token, timeOffId, fileId } = await fileSickLeave('employee@acme.test');
    expect((await deleteMedia([fileId], token)).status).toBe(200);
    expect(await mediaRow(fileId)).toBeUndefined();
    const request = timeOffResponseSchema.parse(
      (await getAs('acme', `time-offs/${timeOffId}`, token)).body,
    ).data;
    expect(request.attachment).toBeNull();
  });

  it('a reviewer without time-off::manage reads a sick note but may not delete it (403); a colleague gets 404', async () => {
    const { fileId } = await fileSickLeave('employee@acme.test');
    expect((await deleteMedia([fileId], await login('sale@acme.test'))).status).toBe(403);
    const other = await fileSickLeave('sale@acme.test');
    expect((await deleteMedia([other.fileId], await login('employee@acme.test'))).status).toBe(404);
    expect(await mediaRow(fileId)).toBeDefined();
    expect(await mediaRow(other.fileId)).toBeDefined();
  });

  it('a candidate’s CV is deleted with recruitment::view, and the candidate no longer lists it', async () => {
    const { candidateId, fileId } = await candidateWithCv();
    const admin = await login('admin@acme.test');
    expect((await deleteMedia([fileId], admin)).status).toBe(200);
    const candidate = (await getAs('acme', `recruitment/candidates/${candidateId}`, admin)).body as {
      data: Candidate;
    };
    expect(candidate.data.cv).toBeNull();
  });

  it('a project file: project::view alone may not delete it (403); project::update does, and the project no longer lists it', async () => {
    const { projectId, fileId } = await projectWithContract();
    expect((await deleteMedia([fileId], await login('sale@acme.test'))).status).toBe(403);
    expect(await mediaRow(fileId)).toBeDefined();
    const admin = await login('admin@acme.test');
    expect((await deleteMedia([fileId], admin)).status).toBe(200);
    const project = (await getAs('acme', `internal-projects/${projectId}`, admin)).body as {
      data: { media: { id: number }[] };
    };
    expect(project.data.media.map((file) => file.id)).not.toContain(fileId);
  });

  it('a company document is deleted with settings::manage, and the details no longer list it', async () => {
    const { documentId } = await companyFiles();
    const admin = await login('admin@acme.test');
    expect((await deleteMedia([documentId], admin)).status).toBe(200);
    const details = (await getAs('acme', 'administrative-information', admin)).body as {
      data: { documents: { id: number }[] };
    };
    expect(details.data.documents.map((file) => file.id)).not.toContain(documentId);
  });

  it('is all or nothing: a decided request’s sick note is refused (403), and the other file stays too', async () => {
    const { timeOffId, fileId: sickNote } = await fileSickLeave('employee@acme.test');
    await (
      await getTenantDb('acme')
    ).timeOffs.update((q) => q.where({ id: timeOffId }), {
      data: (draft) => void (draft.status = 'approved'),
    });
    const certificate = await courseWithCertificate((await acmePeople()).sale.id);
    const admin = await login('admin@acme.test');
    expect((await deleteMedia([certificate, sickNote], admin)).status).toBe(403);
    expect(await mediaRow(sickNote)).toBeDefined();
    expect(await mediaRow(certificate)).toBeDefined();
    expect((await deleteMedia([certificate], admin)).status).toBe(200);
  });
});

describe('a parent that goes takes its files with it (issue 30, M1)', () => {
  it('withdrawing a time off deletes its sick note', async () => {
    const { token, timeOffId, fileId } = await fileSickLeave('employee@acme.test');
    const response = await fetch(tenantUrl('acme', `time-offs/${timeOffId}`), {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(response.status).toBe(204);
    expect(await mediaRow(fileId)).toBeUndefined();
  });

  it('a new sick note or CV replaces the old one’s file', async () => {
    const { token, timeOffId, fileId } = await fileSickLeave('employee@acme.test');
    const edited = await postMultipart('acme', `time-offs/${timeOffId}?_method=PATCH`, token, [
      ['type', 'sick_leave'],
      ['start_date', '2025-11-03'],
      ['end_date', '2025-11-04'],
      ['note', ''],
      ['attachment', pdfFile('second-note.pdf')],
    ]);
    expect(edited.status).toBe(200);
    expect(await mediaRow(fileId)).toBeUndefined();

    const { candidateId, fileId: firstCv } = await candidateWithCv();
    const updated = await postMultipart(
      'acme',
      `recruitment/candidates/${candidateId}?_method=PATCH`,
      await login('admin@acme.test'),
      candidateParts({ first_name: 'Tamar', last_name: 'Abashidze', email: 'tamar.abashidze@example.com' }, [
        ['cv', pdfFile('tamar-cv-2.pdf')],
      ]),
    );
    expect(updated.status).toBe(200);
    expect(await mediaRow(firstCv)).toBeUndefined();
  });

  it('deleting a person deletes every file about them: profile, time off, candidacy', async () => {
    const { candidateId, fileId: cv } = await candidateWithCv();
    const { sale } = await acmePeople();
    const certificate = await courseWithCertificate(sale.id);
    const { fileId: sickNote } = await fileSickLeave('sale@acme.test');
    const admin = await login('admin@acme.test');
    expect((await sendAs('acme', 'DELETE', 'user', admin, { ids: [candidateId, sale.id] })).status).toBe(200);
    for (const id of [cv, certificate, sickNote]) expect(await mediaRow(id)).toBeUndefined();
  });
});
