import { vatListSchema } from '@/api/vats/vat.schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// The default first, then by name.
const list = tenantRoute('GET', 'vats', ({ db }) =>
  respond(vatListSchema, {
    data: [...db.vats.all()].sort(
      (a, b) => Number(b.is_default) - Number(a.is_default) || a.name.localeCompare(b.name),
    ),
  }),
);

export const vatHandlers = [list];
