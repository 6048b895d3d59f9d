import { CVS_ZIP_NAME } from '@/api/cvs/generate-cv';
import { PERMISSIONS } from '@/lib/permissions';
import { MOCK_ORGANIZATIONS } from '../db/organizations';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { mockDbConfig } from '../db/mock-db';
import { nameById } from '../db/rows';
import { cvFileName, renderCvPdf, zipFiles, type CvPerson } from '../files/cv-pdf';
import { queryIds } from '../routing/ids';
import { fieldError, notFound } from '../routing/responses';
import { fileResponse } from '../routing/file-response';
import { tenantRoute } from '../routing/route';

// A PDF takes ~8 ms (Node): 500 CVs are a few seconds, more would freeze the demo's tab.
export const MAX_CVS = 500;

function cvPersonOf(db: TenantDb, user: MockUser): CvPerson {
  const skillNames = new Map(db.skills.all().map((skill) => [skill.id, skill.name]));
  return {
    name: user.name,
    title: user.title,
    email: user.email,
    position: nameById(db.positions.all(), user.position_id),
    department: nameById(db.departments.all(), user.department_id),
    seniority: nameById(db.seniorities.all(), user.seniority_id),
    skills: user.skills.flatMap((skill) => {
      const name = skillNames.get(skill.skill_id);
      return name ? [{ name, level: skill.proficiency }] : [];
    }),
    organization:
      MOCK_ORGANIZATIONS.find((organization) => organization.tenant === db.tenant)?.name ?? db.tenant,
  };
}

// GET generate-cv?ids[]=1&ids[]=2: one id gives '<First Last> CV.pdf', several a ZIP of those PDFs
// named CVs.zip. An unknown id is a 404 and nothing is made.
const generate = tenantRoute(
  'GET',
  'generate-cv',
  async ({ db, url }) => {
    const ids = queryIds(url);
    if (ids.length > MAX_CVS) {
      throw fieldError('ids', `The ids field must not have more than ${MAX_CVS} items.`);
    }
    const wanted = new Set(ids);
    const people = db.users.findMany((q) => q.where({ id: (id) => wanted.has(id) }));
    if (people.length !== ids.length) throw notFound();
    const byId = new Map(people.map((person) => [person.id, person]));
    const createdAt = mockDbConfig().referenceDate;
    const files = [];
    for (const [index, id] of ids.entries()) {
      const person = byId.get(id);
      if (!person) throw notFound();
      // Each PDF takes a few milliseconds: let the page breathe between batches.
      if (index > 0 && index % 25 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
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
