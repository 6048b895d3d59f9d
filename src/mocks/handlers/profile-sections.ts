import { profileSectionListSchema } from '@/api/profile-sections/profile-section.schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// GET profile-sections: every optional section with its status per department.
const list = tenantRoute('GET', 'profile-sections', ({ db }) =>
  respond(profileSectionListSchema, {
    data: db.profileSections
      .all()
      .sort((a, b) => a.id - b.id)
      .map((row) => ({ ...row, departments: row.departments.map((entry) => ({ ...entry })) })),
  }),
);

export const profileSectionHandlers = [list];
