import { DEFAULT_ALL_CURRENCIES, DEFAULT_CURRENCY, type CurrencyCode } from '@/lib/currency';

// Business constants (SPEC §9) that have no home of their own. The leave types, time-off statuses and
// exclusions live with their labels in time-off-labels.ts, the invoice PDF language in the invoice files
// API (DEFAULT_INVOICE_LANGUAGE): no copy here, so what a screen shows has one source.

export type ApplicationConfig = {
  time_off: {
    yearly_vacation_days: number;
    trial_period: number;
    trial_bonus_days: number;
    final_reviewer: number;
  };
  currency: { currency: CurrencyCode; all_currencies: CurrencyCode[] };
};

// Used until the tenant's own config has loaded, and to fill any keys it leaves out.
export const DEFAULT_APPLICATION_CONFIG: ApplicationConfig = {
  time_off: { yearly_vacation_days: 24, trial_period: 11, trial_bonus_days: 5, final_reviewer: 0 },
  // Copied so editing the config can never reorder the shared default list.
  currency: { currency: DEFAULT_CURRENCY, all_currencies: [...DEFAULT_ALL_CURRENCIES] },
};

export const DEGREES = ['Bachelor', 'Masters', 'Phd'] as const;

// Skill levels as stored by the API (1-5) and their labels.
export const SKILL_PROFICIENCY = {
  1: 'Aware',
  2: 'Novice',
  3: 'Intermediate',
  4: 'Advanced',
  5: 'Expert',
} as const;

// Competency levels as stored by the API (1-4) and their labels.
export const COMPETENCY = {
  1: 'Basic',
  2: 'Competent',
  3: 'Proficient',
  4: 'Expert',
} as const;

// Ten distinguishable series colours (Tableau 10) for charts.
export const CHART_PALETTE = [
  '#4E79A7',
  '#F28E2B',
  '#E15759',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
  '#B07AA1',
  '#FF9DA7',
  '#9C755F',
  '#BAB0AC',
] as const;

// API codes → labels.
export const PAYMENT_STATUS = {
  p: 'Paid',
  np: 'Not paid',
  pp: 'Partially paid',
} as const;

// How long "Copied!" stays after copying a link.
export const COPY_LINK_FEEDBACK_MS = 1000;
export const PROJECT_INVOICES_PER_PAGE = 10;
export const TOAST_WIDTH_PX = 400;
