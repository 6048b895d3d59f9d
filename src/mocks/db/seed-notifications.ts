import { subMinutes } from 'date-fns';
import type { SeedContext } from './seed-users';
import type { MockUser, NotificationRow } from './schemas';

const TEMPLATES: readonly { title: string; link: string }[] = [
  { title: 'Time off request approved', link: '/time-offs' },
  { title: 'New time off request', link: '/time-offs' },
  { title: 'Invoice waiting for approval', link: '/invoices' },
  { title: 'Invoice marked as paid', link: '/invoices' },
  { title: 'A CV was shared with you', link: '/employees' },
  { title: 'Project term ends soon', link: '/projects' },
  { title: 'New candidate in recruitment', link: '/admin/recruitment/active' },
  { title: 'Monthly report is ready', link: '/reports/profitability' },
];

const MINUTES_IN_30_DAYS = 30 * 24 * 60;

// Demo accounts get a full inbox with several unseen; generated users a few at most, so 5,000
// users stay cheap to seed.
export function seedNotifications(
  users: readonly MockUser[],
  demoEmails: ReadonlySet<string>,
  context: SeedContext,
) {
  const { faker, referenceDate } = context;
  const rows: NotificationRow[] = [];
  for (const user of users) {
    const demo = demoEmails.has(user.email);
    const count = demo ? 8 : faker.number.int({ min: 0, max: 2 });
    const unseen = demo ? 4 : faker.number.int({ min: 0, max: count });
    // Newest first, and the newest are the unseen ones, as in a real inbox.
    const ages = Array.from({ length: count }, () =>
      faker.number.int({ min: 5, max: MINUTES_IN_30_DAYS }),
    ).sort((a, b) => a - b);
    ages.forEach((age, index) => {
      const template = faker.helpers.arrayElement(TEMPLATES);
      rows.push({
        id: rows.length + 1,
        user_id: user.id,
        title: template.title,
        message: faker.lorem.sentence({ min: 6, max: 14 }),
        seen: index >= unseen,
        link: template.link,
        created_at: subMinutes(referenceDate, age).toISOString(),
      });
    });
  }
  return rows;
}
