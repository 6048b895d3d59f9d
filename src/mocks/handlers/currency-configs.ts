import { applicationConfigSchema } from '@/api/application-configs/application-config.schemas';
import { currencyConfigResponseSchema } from '@/api/currency-configs/currency-config.schemas';
import { isCurrencyCode } from '@/lib/currency';
import { PERMISSIONS } from '@/lib/permissions';
import { readBody } from '../routing/request-body';
import { respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

// The rules of POST currency-configs (proposed): a known company currency, and a list of known
// currencies, each once, that holds it. Laravel's 422 on `currency`, `all_currencies` and
// `all_currencies.<n>` (custom messages that name the code).
function checkCurrencyConfig(body: Record<string, unknown>): { currency: string; all_currencies: string[] } {
  const errors: Record<string, string[]> = {};
  const currency = textOf(body.currency);
  if (currency === '') errors.currency = ['The currency field is required.'];
  else if (!isCurrencyCode(currency)) errors.currency = ['The selected currency is invalid.'];
  const raw = body.all_currencies;
  const list = Array.isArray(raw) ? raw.map(textOf) : [];
  if (list.length === 0) {
    errors.all_currencies = ['The all currencies field is required.'];
  } else {
    list.forEach((code, index) => {
      if (!isCurrencyCode(code))
        errors[`all_currencies.${index}`] = [`${code || 'A blank'} is not a known currency.`];
      else if (list.indexOf(code) !== index)
        errors[`all_currencies.${index}`] = [`${code} is listed more than once.`];
    });
    if (!errors.currency && !list.includes(currency)) {
      errors.currency = ['The company currency must be one of all currencies.'];
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { currency, all_currencies: list };
}

// POST currency-configs {currency, all_currencies}: stored in the tenant's application config (created
// from the SPEC §9 defaults when it has none); answers the whole config.
const save = tenantRoute(
  'POST',
  'currency-configs',
  async ({ db, request }) => {
    const currency = checkCurrencyConfig(await readBody(request));
    const current = db.settings.applicationConfig ?? applicationConfigSchema.parse({});
    db.settings.applicationConfig = { ...current, currency };
    return respond(currencyConfigResponseSchema, { data: db.settings.applicationConfig });
  },
  { permission: PERMISSIONS.settingsManage },
);

export const currencyConfigHandlers = [save];
