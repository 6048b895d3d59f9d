import { cityCountry } from './locations';
import type { MockUser } from './schemas';

// The company works from Georgia: a person whose city is in a country with known holidays follows
// those, everyone else Georgia's.
export const COMPANY_COUNTRY = 'GE';

export function countryOf(user: MockUser): string {
  const country = user.personal?.location ? cityCountry(user.personal.location) : null;
  return country && ['GE', 'RS'].includes(country) ? country : COMPANY_COUNTRY;
}
