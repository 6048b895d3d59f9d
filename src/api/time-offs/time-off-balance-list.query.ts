import * as z from 'zod/mini';
import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';

export const BALANCES_PER_PAGE = 25;

// GET time-offs/balances (proposed): people with their balances at `date` (a forecast when later than
// today; today when left out), the other leave counted in `year` (the year of `date` when left out).
// Sorted by name (`user`), `available` or `taken` vacation days.
export const timeOffBalanceListQuery = defineListQuery({
  sorts: ['user', 'available', 'taken'],
  filters: {
    user_ids: listFilter.ids(),
    department_ids: listFilter.ids(),
    search: listFilter.text(),
    date: listFilter.day(),
    year: z.optional(z.number().check(z.int(), z.gte(1000), z.lte(9999))),
  },
  maxPerPage: 100,
  perPage: BALANCES_PER_PAGE,
  messages: {
    date: 'The :field field must be a valid date.',
    year: 'The :field field must be a year (2026).',
  },
});

export type TimeOffBalanceListFilters = FiltersOfQuery<typeof timeOffBalanceListQuery>;
export type TimeOffBalanceSortKey = (typeof timeOffBalanceListQuery.sorts)[number];
