import type { ListDefaults } from '@/lib/list-params';
import { listParam } from '@/lib/list-params';
import * as z from 'zod/mini';

// ?year=2025&version=3&view=month|quarter&cur=EUR: what the screen shows, so a pasted link shows the same.
export const budgetParamsSchema = z.object({
  year: listParam.id(),
  version: listParam.id(),
  view: listParam.oneOf(['month', 'quarter']),
  cur: listParam.optionalText(),
});

export const BUDGET_PARAM_DEFAULTS: ListDefaults<z.output<typeof budgetParamsSchema>> = {
  filters: { year: null, version: null, view: 'month', cur: null },
  sort: { id: 'title', desc: false },
  sortable: ['title'],
};
