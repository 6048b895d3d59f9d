import { applicationConfigResponseSchema } from '@/api/application-configs/application-config.schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// data: null for a tenant without a config, so the client's defaults are used.
const show = tenantRoute('GET', 'application-configs', ({ db }) =>
  respond(applicationConfigResponseSchema, { data: db.settings.applicationConfig }),
);

export const applicationConfigHandlers = [show];
