import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';

// GET recruitment/insights (proposed): the rejections whose day falls in the period, counted.
export const rejectionInsightsQuery = defineListQuery({
  sorts: [],
  filters: { from: listFilter.day(), to: listFilter.day() },
  paging: 'none',
});

export type RejectionInsightsPeriod = FiltersOfQuery<typeof rejectionInsightsQuery>;
