import { currencyRateListSchema } from '@/api/currency-rates/currency-rate.schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

const list = tenantRoute('GET', 'currency-rates', ({ db }) =>
  respond(currencyRateListSchema, { data: db.currencyRates.all() }),
);

export const currencyRateHandlers = [list];
