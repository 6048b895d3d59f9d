import { reminderListSchema } from '@/api/reminders/reminder.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { mockToday } from '../db/employee-view';
import { projectRemindersOf } from '../db/project-reminders-view';
import { projectHolidays, projectTerms } from '../db/project-view';
import { found, idParam, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// GET reminders/{projectId}: what is due on the project as of the mock's today, derived from its terms
// and invoices (src/mocks/rules/project-reminders.ts says the rules). Needs project::view.
const list = tenantRoute(
  'GET',
  'reminders/:id',
  ({ db, params }) => {
    const project = found(db.projects.findFirst((q) => q.where({ id: idParam(params.id) })));
    const names = new Map(db.users.all().map((user) => [user.id, user.name]));
    const reminders = projectRemindersOf({
      project,
      terms: projectTerms(db, project.id),
      invoices: db.invoices.findMany((q) => q.where({ internal_project_id: project.id })),
      nameOf: (id) => names.get(id),
      holidays: projectHolidays(db),
      today: mockToday(),
    });
    return respond(reminderListSchema, { data: reminders });
  },
  { permission: PERMISSIONS.projectView },
);

export const reminderHandlers = [list];
