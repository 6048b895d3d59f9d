import { trafficPageSchema } from '@/api/traffic/traffic.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { countryOf } from '../db/time-off-view';
import { trafficPeople, trafficQuery } from '../db/traffic-query';
import {
  countryHolidays,
  toTrafficAllocation,
  toTrafficPerson,
  toTrafficTimeOff,
  trafficIndex,
} from '../db/traffic-view';
import { paginate } from '../routing/paginate';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// GET traffic (planning.md §2.5, proposed): a page of people by name (100 at most) with every
// availability entry, their allocations (terms) and time off overlapping from..to, and the range's
// holidays of the countries on the page. Needs traffic::view.

const options = { permission: PERMISSIONS.trafficView };

const page = tenantRoute(
  'GET',
  'traffic',
  ({ db, url }) => {
    const query = trafficQuery(url);
    const index = trafficIndex(db, query.from, query.to, { withTentativeRows: !query.dropTentative });
    const people = paginate(trafficPeople(index, query), url, query.perPage);
    const countries = [...new Set(people.data.map(countryOf))].sort();
    return respond(trafficPageSchema, {
      data: {
        ...people,
        data: people.data.map((user) => ({
          user: toTrafficPerson(index, user),
          availability: (index.availability.get(user.id) ?? []).map(({ id, type, date, data }) => ({
            id,
            type,
            date,
            data,
          })),
          allocations: (index.terms.get(user.id) ?? []).map((term) => toTrafficAllocation(index, term)),
          time_offs: (index.timeOffs.get(user.id) ?? []).map(toTrafficTimeOff),
        })),
      },
      holidays: countries.flatMap((country) =>
        countryHolidays(index, country)
          .map((holiday) => ({ date: holiday.date, name: holiday.name, country }))
          .sort((a, b) => a.date.localeCompare(b.date)),
      ),
    });
  },
  options,
);

export const trafficHandlers = [page];
