import { TRAFFIC_CSV_NAME } from '@/api/traffic/traffic.api';
import {
  trafficExportListQuery,
  trafficListQuery,
  trafficSummaryListQuery,
} from '@/api/traffic/traffic-list.query';
import { trafficPageSchema, trafficSummarySchema } from '@/api/traffic/traffic.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { countryOf } from '../db/time-off-view';
import { trafficSummary } from '../db/traffic-summary';
import { trafficPeople, trafficQuery } from '../db/traffic-query';
import {
  countryHolidays,
  toTrafficAllocation,
  toTrafficPerson,
  toTrafficTimeOff,
  trafficIndex,
} from '../db/traffic-view';
import { trafficCsv } from '../files/traffic-csv';
import { mayReadBookingMoney } from '../routing/commercial-data';
import { fileResponse } from '../routing/file-response';
import { paginate } from '../routing/paginate';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { trafficAllocationHandlers } from './traffic-allocations';
import { maySee } from './time-off-requests';
import { trafficIncomingHandlers } from './traffic-incoming';

// The planner's calls (planning.md §2.5, all proposed; traffic::view to read, project::update to
// change): GET traffic, a page of people by name (100 at most) with every availability entry, their
// allocations (terms) and time off overlapping from..to, and the range's holidays of the countries on
// the page; GET traffic/summary, per group and period, over every person the filters select; GET
// traffic/export?format=csv, the table view's rows; PATCH traffic/allocations, a batch of changes.
// The kind of a time off (`type`) only for a request the caller may see (their own, one they review,
// or time-off::manage), as the team calendar: otherwise null, "Away" (issue 30, M2). Rates and the
// forecast revenue only to who may read booking money (project::view or project::update), otherwise
// null: planning needs the hours, not the money (issue 30, L4).

const options = { permission: PERMISSIONS.trafficView };

const page = tenantRoute(
  'GET',
  'traffic',
  ({ db, url, user: caller }) => {
    const withRates = mayReadBookingMoney(caller);
    const query = trafficQuery(url, trafficListQuery);
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
          allocations: (index.terms.get(user.id) ?? []).map((term) =>
            toTrafficAllocation(index, term, withRates),
          ),
          time_offs: (index.timeOffs.get(user.id) ?? []).map((row) =>
            toTrafficTimeOff(row, maySee(row, caller)),
          ),
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

const summary = tenantRoute(
  'GET',
  'traffic/summary',
  ({ db, url, user }) => {
    const query = trafficQuery(url, trafficSummaryListQuery);
    const index = trafficIndex(db, query.from, query.to, { withTentativeRows: !query.dropTentative });
    const people = trafficPeople(index, query);
    return respond(trafficSummarySchema, {
      data: trafficSummary(index, query, people, mayReadBookingMoney(user)),
    });
  },
  options,
);

const exported = tenantRoute(
  'GET',
  'traffic/export',
  ({ db, url }) => {
    // format=csv, the only one (absent: csv), is checked with the rest.
    const query = trafficQuery(url, trafficExportListQuery);
    const index = trafficIndex(db, query.from, query.to, { withTentativeRows: !query.dropTentative });
    const csv = trafficCsv(index, query, trafficPeople(index, query));
    return fileResponse(new TextEncoder().encode(csv), 'text/csv; charset=utf-8', TRAFFIC_CSV_NAME);
  },
  options,
);

export const trafficHandlers = [
  page,
  summary,
  exported,
  ...trafficAllocationHandlers,
  ...trafficIncomingHandlers,
];
