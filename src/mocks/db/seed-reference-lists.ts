import { format } from 'date-fns';
import type { ApplicationConfig } from '@/lib/constants';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import type { CurrencyRate } from '@/api/currency-rates/currency-rate.schemas';
import type { Vat } from '@/api/vats/vat.schemas';
import type { NamedRow, SeniorityRow } from './schemas';

// Fixed reference data every tenant starts with: no faker, so ids are stable across seeds and scales.
const named = (names: readonly string[]): NamedRow[] =>
  names.map((name, index) => ({ id: index + 1, name, order: index + 1 }));

export const POSITION_NAMES = [
  'Software Engineer',
  'QA Engineer',
  'DevOps Engineer',
  'Designer',
  'Business Analyst',
  'Data Analyst',
  'Project Manager',
  'Team Lead',
  'Sales Manager',
  'HR Manager',
] as const;

export const DEPARTMENT_NAMES = [
  'Engineering',
  'Quality Assurance',
  'Design',
  'Delivery',
  'Sales',
  'Human Resources',
  'Finance',
] as const;

const SKILL_NAMES = [
  'TypeScript',
  'React',
  'Node.js',
  'PHP',
  'Laravel',
  'Python',
  'Java',
  'SQL',
  'Docker',
  'Kubernetes',
  'AWS',
  'Figma',
  'Scrum',
  'Test Automation',
  'Negotiation',
];

const INDUSTRY_NAMES = [
  'Banking',
  'Healthcare',
  'Retail',
  'Telecommunications',
  'Logistics',
  'Education',
  'Energy',
  'Public Sector',
];

const ASSESSMENT_NAMES = ['Outstanding', 'Exceeds expectations', 'Meets expectations', 'Needs improvement'];

export const EMPLOYMENT_TYPE_NAMES = ['Full-time', 'Part-time', 'Contractor', 'Intern'] as const;

export const GLOBAL_ROLE_NAMES = ['admin', 'sale', 'employee'] as const;

// A two-level tree: bands with grades under them (users are placed on the grades).
const SENIORITY_TREE: readonly { name: string; children: readonly string[] }[] = [
  { name: 'Junior', children: ['Junior I', 'Junior II'] },
  { name: 'Middle', children: ['Middle I', 'Middle II'] },
  { name: 'Senior', children: ['Senior I', 'Senior II'] },
  { name: 'Lead', children: ['Tech Lead', 'Principal'] },
];

function seniorityRows(): SeniorityRow[] {
  const rows: SeniorityRow[] = [];
  SENIORITY_TREE.forEach((band, bandIndex) => {
    const bandId = rows.length + 1;
    rows.push({ id: bandId, name: band.name, parent_id: null, order: bandIndex + 1 });
    band.children.forEach((name, childIndex) =>
      rows.push({ id: rows.length + 1, name, parent_id: bandId, order: childIndex + 1 }),
    );
  });
  return rows;
}

// Units of each currency per euro.
const RATES_PER_EUR: Record<(typeof DEFAULT_ALL_CURRENCIES)[number], number> = {
  GEL: 2.93,
  USD: 1.08,
  GBP: 0.85,
  EUR: 1,
};

function currencyRates(referenceDate: Date): CurrencyRate[] {
  const date = format(referenceDate, 'yyyy-MM-dd');
  return DEFAULT_ALL_CURRENCIES.map((currency) => ({ currency, rate: RATES_PER_EUR[currency], date }));
}

// Georgian VAT, the zero rate for services sold abroad, and reverse charge for EU clients.
const VATS: readonly Vat[] = [
  { id: 1, name: 'VAT 18%', percentage: 18, country: 'GE', reverse_charge: false, is_default: true },
  {
    id: 2,
    name: 'Export of services 0%',
    percentage: 0,
    country: 'GE',
    reverse_charge: false,
    is_default: false,
  },
  {
    id: 3,
    name: 'Reverse charge (EU)',
    percentage: 0,
    country: null,
    reverse_charge: true,
    is_default: false,
  },
  { id: 4, name: 'VAT 21% (NL)', percentage: 21, country: 'NL', reverse_charge: false, is_default: false },
];

export type ReferenceLists = {
  positions: NamedRow[];
  departments: NamedRow[];
  seniorities: SeniorityRow[];
  skills: NamedRow[];
  industries: NamedRow[];
  assessments: NamedRow[];
  globalRoles: NamedRow[];
  employmentTypes: NamedRow[];
  currencyRates: CurrencyRate[];
  vats: Vat[];
};

export function referenceLists(referenceDate: Date): ReferenceLists {
  return {
    positions: named(POSITION_NAMES),
    departments: named(DEPARTMENT_NAMES),
    seniorities: seniorityRows(),
    skills: named(SKILL_NAMES),
    industries: named(INDUSTRY_NAMES),
    assessments: named(ASSESSMENT_NAMES),
    globalRoles: named(GLOBAL_ROLE_NAMES),
    employmentTypes: named(EMPLOYMENT_TYPE_NAMES),
    currencyRates: currencyRates(referenceDate),
    vats: VATS.map((vat) => ({ ...vat })),
  };
}

// acme has a full config (differing from the client defaults, so a loaded config is visible);
// tenants without one answer data: null and the client's defaults apply.
export function applicationConfigOf(tenant: string, finalReviewerId: number): ApplicationConfig | null {
  if (tenant !== 'acme') return null;
  return {
    time_off: {
      yearly_vacation_days: 26,
      trial_period: 11,
      trial_bonus_days: 5,
      final_reviewer: finalReviewerId,
    },
    currency: { currency: 'EUR', all_currencies: [...DEFAULT_ALL_CURRENCIES] },
  };
}
