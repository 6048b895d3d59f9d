import type { Location } from '@/api/locations/location.schemas';

// The places the location lookup knows: fixed, the same for every tenant.
const CITIES: readonly [name: string, country: string, code: string][] = [
  ['Tbilisi', 'Georgia', 'ge'],
  ['Batumi', 'Georgia', 'ge'],
  ['Kutaisi', 'Georgia', 'ge'],
  ['Rustavi', 'Georgia', 'ge'],
  ['Zugdidi', 'Georgia', 'ge'],
  ['Gori', 'Georgia', 'ge'],
  ['Telavi', 'Georgia', 'ge'],
  ['Belgrade', 'Serbia', 'rs'],
  ['Novi Sad', 'Serbia', 'rs'],
  ['Niš', 'Serbia', 'rs'],
  ['Kragujevac', 'Serbia', 'rs'],
  ['Subotica', 'Serbia', 'rs'],
  ['Berlin', 'Germany', 'de'],
  ['Munich', 'Germany', 'de'],
  ['Hamburg', 'Germany', 'de'],
  ['Frankfurt', 'Germany', 'de'],
  ['Cologne', 'Germany', 'de'],
  ['London', 'United Kingdom', 'gb'],
  ['Manchester', 'United Kingdom', 'gb'],
  ['Edinburgh', 'United Kingdom', 'gb'],
  ['Amsterdam', 'Netherlands', 'nl'],
  ['Rotterdam', 'Netherlands', 'nl'],
  ['Utrecht', 'Netherlands', 'nl'],
  ['Paris', 'France', 'fr'],
  ['Lyon', 'France', 'fr'],
  ['Madrid', 'Spain', 'es'],
  ['Barcelona', 'Spain', 'es'],
  ['Lisbon', 'Portugal', 'pt'],
  ['Porto', 'Portugal', 'pt'],
  ['Warsaw', 'Poland', 'pl'],
  ['Kraków', 'Poland', 'pl'],
  ['Prague', 'Czechia', 'cz'],
  ['Vienna', 'Austria', 'at'],
  ['Budapest', 'Hungary', 'hu'],
  ['Bucharest', 'Romania', 'ro'],
  ['Sofia', 'Bulgaria', 'bg'],
  ['Kyiv', 'Ukraine', 'ua'],
  ['Lviv', 'Ukraine', 'ua'],
  ['Yerevan', 'Armenia', 'am'],
  ['Baku', 'Azerbaijan', 'az'],
  ['Istanbul', 'Türkiye', 'tr'],
  ['New York', 'United States', 'us'],
];

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const slug = (text: string): string => fold(text).replace(/[^a-z0-9]+/g, '-');

export const LOCATIONS: readonly Location[] = CITIES.map(([name, country, code]) => ({
  id: `${slug(name)}-${code}`,
  name,
  country,
}));

export const LOCATION_RESULTS_MAX = 10;

// Accents and case are ignored ('nis' finds Niš); names starting with the text come first, then names
// with a word starting with it, then the country's cities.
export function searchLocations(text: string): Location[] {
  const wanted = fold(text);
  if (wanted.length === 0) return [];
  const rank = (location: Location): number => {
    const name = fold(location.name);
    if (name.startsWith(wanted)) return 0;
    if (name.split(/[\s-]+/).some((word) => word.startsWith(wanted))) return 1;
    if (fold(location.country).startsWith(wanted)) return 2;
    return -1;
  };
  return LOCATIONS.map((location) => ({ location, rank: rank(location) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.location.name.localeCompare(b.location.name))
    .slice(0, LOCATION_RESULTS_MAX)
    .map(({ location }) => location);
}

// The country code (upper case, 'GE') of a known city, or null ("Tbilisi" → 'GE').
export function cityCountry(city: string): string | null {
  const wanted = fold(city);
  const match = CITIES.find(([name]) => fold(name) === wanted);
  return match ? match[2].toUpperCase() : null;
}
