import { format } from 'date-fns';
import { reminderListSchema } from '@/api/reminders/reminder.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { deriveReminders } from '@/lib/project-reminders';
import { mockDbConfig } from '../db/mock-db';
import { projectHolidays, projectTerms } from '../db/project-view';
import { found, idParam, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// GET reminders/{projectId}: what is due on the project as of the mock's today, derived from its terms
// and invoices (src/lib/project-reminders.ts says the rules). Needs project::view.
const list = tenantRoute(
  'GET',
  'reminders/:id',
  ({ db, params }) => {
    const project = found(db.projects.findFirst((q) => q.where({ id: idParam(params.id) })));
    const names = new Map(db.users.all().map((user) => [user.id, user.name]));
    const reminders = deriveReminders(
      {
        project,
        terms: projectTerms(db, project.id).map((term) => ({
          id: term.id,
          person: names.get(term.user_id) ?? `#${term.user_id}`,
          start_date: term.start_date,
          end_date: term.end_date,
          confirmed: term.status === 'confirmed',
        })),
        invoices: db.invoices
          .findMany((q) => q.where({ internal_project_id: project.id }))
          .map((invoice) => ({ ...invoice, balance_cents: invoice.total_cents - invoice.paid_cents })),
        holidays: projectHolidays(db),
      },
      format(mockDbConfig().referenceDate, 'yyyy-MM-dd'),
    );
    return respond(reminderListSchema, { data: reminders });
  },
  { permission: PERMISSIONS.projectView },
);

export const reminderHandlers = [list];
