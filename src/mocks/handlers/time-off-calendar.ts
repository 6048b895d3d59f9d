import { timeOffCalendarListQuery } from '@/api/time-offs/time-off-calendar-list.query';
import { timeOffCalendarSchema } from '@/api/time-offs/time-off-calendar.schemas';
import { countryOf, holidaysBetween, timeOffLookup, timeOffUser } from '../db/time-off-view';
import { paginate } from '../routing/paginate';
import { respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { maySee, timeOffPeople } from './time-off-requests';

// GET time-offs/calendar: people by name, a page at a time (100 at most), each with their time off
// overlapping from..to (pending and approved unless statuses[] asks otherwise), and the range's
// holidays of the countries on the page. Everyone sees who is away; the kind of leave only those who
// may see the request itself (a colleague's sick leave is health data).

const DAYS_MAX = 400;

const calendar = tenantRoute('GET', 'time-offs/calendar', ({ db, url, user }) => {
  const read = timeOffCalendarListQuery.read(url);
  if (!read.ok) throw validationFailed(read.errors);
  const { filters, perPage } = read.query;
  const { from, to } = filters;
  if (to < from) throw validationFailed({ to: ['The to field must be a date after or equal to from.'] });
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > DAYS_MAX)
    throw validationFailed({ to: [`At most ${DAYS_MAX} days at a time.`] });
  const lookup = timeOffLookup(db);
  const statuses = filters.statuses ?? [];
  const shown: readonly string[] = statuses.length > 0 ? statuses : ['pending', 'approved'];
  const people = timeOffPeople(db, filters);
  const page = paginate(people, url, perPage);
  const onPage = new Set(page.data.map((person) => person.id));
  const byUser = new Map<number, ReturnType<typeof db.timeOffs.all>>();
  for (const row of db.timeOffs.all()) {
    if (!onPage.has(row.user_id) || row.withdrawn_at !== null || !shown.includes(row.status)) continue;
    if (row.end_date < from || row.start_date > to) continue;
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  }
  const countries = [...new Set(page.data.map(countryOf))];
  return respond(timeOffCalendarSchema, {
    data: {
      ...page,
      data: page.data.map((person) => ({
        user: { ...timeOffUser(lookup, person.id), country: countryOf(person) },
        time_offs: (byUser.get(person.id) ?? [])
          .sort((a, b) => a.start_date.localeCompare(b.start_date))
          .map((row) => ({
            id: row.id,
            type: maySee(row, user) ? row.type : null,
            status: row.status,
            start_date: row.start_date,
            end_date: row.end_date,
            partial_days: row.partial_days,
          })),
      })),
    },
    holidays: countries.flatMap((country) =>
      holidaysBetween(db, country, from, to).map((holiday) => ({ ...holiday, country })),
    ),
  });
});

export const timeOffCalendarHandlers = [calendar];
