import { HttpResponse } from 'msw';
import { CVS_ZIP_NAME } from '@/api/cvs/generate-cv';
import { PERMISSIONS } from '@/lib/permissions';
import { MOCK_ORGANIZATIONS } from '../db/organizations';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { mockDbConfig } from '../db/mock-db';
import { cvFileName, renderCvPdf, zipFiles, type CvPerson } from '../files/cv-pdf';
import { queryIds } from '../routing/ids';
import { notFound } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// RFC 6266: an ASCII fallback for old clients and the exact name, UTF-8 encoded, for the rest.
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\x20-\x7E]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function cvPersonOf(db: TenantDb, user: MockUser): CvPerson {
  const nameIn = (rows: { findFirst: TenantDb['positions']['findFirst'] }, id: number | null) =>
    id === null ? null : ((rows.findFirst((q) => q.where({ id })) ?? null)?.name ?? null);
  const skillNames = new Map(db.skills.all().map((skill) => [skill.id, skill.name]));
  return {
    name: user.name,
    title: user.title,
    email: user.email,
    position: nameIn(db.positions, user.position_id),
    department: nameIn(db.departments, user.department_id),
    seniority:
      user.seniority_id === null
        ? null
        : (db.seniorities.findFirst((q) => q.where({ id: user.seniority_id ?? 0 }))?.name ?? null),
    skills: user.skills.flatMap((skill) => {
      const name = skillNames.get(skill.skill_id);
      return name ? [{ name, level: skill.level }] : [];
    }),
    organization:
      MOCK_ORGANIZATIONS.find((organization) => organization.tenant === db.tenant)?.name ?? db.tenant,
  };
}

function fileResponse(bytes: Uint8Array, type: string, fileName: string): Response {
  return new HttpResponse(new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': attachment(fileName),
    },
  });
}

// GET generate-cv?ids[]=1&ids[]=2: one id gives '<First Last> CV.pdf', several a ZIP of those PDFs
// named CVs.zip. An unknown id is a 404 and nothing is made.
const generate = tenantRoute(
  'GET',
  'generate-cv',
  async ({ db, url }) => {
    const ids = queryIds(url);
    const wanted = new Set(ids);
    const people = db.users.findMany((q) => q.where({ id: (id) => wanted.has(id) }));
    if (people.length !== ids.length) throw notFound();
    const byId = new Map(people.map((person) => [person.id, person]));
    const createdAt = mockDbConfig().referenceDate;
    const files = [];
    for (const id of ids) {
      const person = byId.get(id);
      if (!person) throw notFound();
      files.push({
        name: cvFileName(person.name),
        bytes: await renderCvPdf(cvPersonOf(db, person), createdAt),
      });
    }
    const [only] = files;
    if (files.length === 1 && only) return fileResponse(only.bytes, 'application/pdf', only.name);
    return fileResponse(await zipFiles(files, createdAt), 'application/zip', CVS_ZIP_NAME);
  },
  { permission: PERMISSIONS.employeeView },
);

export const generateCvHandlers = [generate];
