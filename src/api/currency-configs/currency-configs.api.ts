import type { ApplicationConfig } from '../application-configs/application-config.schemas';
import { request } from '../http';
import { currencyConfigResponseSchema, type CurrencyConfigInput } from './currency-config.schemas';

// POST currency-configs { currency, all_currencies } (proposed, in the style of POST time-off-configs).
export async function saveCurrencyConfig(values: CurrencyConfigInput): Promise<ApplicationConfig> {
  const body = await request(currencyConfigResponseSchema, {
    method: 'POST',
    url: 'currency-configs',
    data: { currency: values.currency, all_currencies: [...values.all_currencies] },
  });
  return body.data;
}
