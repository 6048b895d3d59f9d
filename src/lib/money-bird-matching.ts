// How our VATs and projects meet MoneyBird's tax rates and contacts. Pure: no React, no HTTP.
// MoneyBird sends percentages as text ("21.0"), our VATs as numbers (18): both are compared as
// basis points (hundredths of a percent, integers), never as floats.

export type TaxRateLike = {
  id: string;
  name: string;
  percentage: string;
  tax_rate_type: string;
  active: boolean;
  country?: string | null;
};

export type VatLike = { id: number; name: string; percentage: number; country?: string | null };

const PERCENT_TEXT = /^\s*(-?)(\d+)(?:\.(\d*))?\s*$/;

// '21.0' → 2100, 18 → 1800, '5.5' → 550, '0' → 0. null when the value is not a plain decimal or has a
// non-zero digit past the second decimal ('21.125' cannot be said in basis points, so it matches nothing).
export function percentToBasisPoints(value: number | string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const match = PERCENT_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const points = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return sign === '-' && points !== 0 ? -points : points;
}

// 1800 → '18 %', 550 → '5.5 %', 2125 → '21.25 %'.
export function formatBasisPoints(points: number): string {
  const whole = Math.trunc(Math.abs(points) / 100);
  const fraction = String(Math.abs(points) % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sign = points < 0 ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''} %`;
}

// The percentage as we show it, whatever form it came in ('21.0' → '21 %'); as sent when unreadable.
export function formatPercentage(value: number | string): string {
  const points = percentToBasisPoints(value);
  return points === null ? `${String(value)} %` : formatBasisPoints(points);
}

// Only active sales tax rates go on a sales invoice: purchase and journal rates, and retired ones, are
// never offered.
export function offeredTaxRates<T extends TaxRateLike>(rates: readonly T[]): T[] {
  return rates.filter((rate) => rate.active && rate.tax_rate_type === 'sales_invoice');
}

export const samePercentage = (vat: VatLike, rate: TaxRateLike): boolean => {
  const ours = percentToBasisPoints(vat.percentage);
  return ours !== null && ours === percentToBasisPoints(rate.percentage);
};

// The rate to pre-select for a VAT: an offered rate with exactly its percentage (one of the VAT's own
// country first, then MoneyBird's order); null when none has it.
export function suggestTaxRate<T extends TaxRateLike>(vat: VatLike, rates: readonly T[]): T | null {
  const exact = offeredTaxRates(rates).filter((rate) => samePercentage(vat, rate));
  const sameCountry = exact.find((rate) => vat.country && rate.country === vat.country);
  return sameCountry ?? exact[0] ?? null;
}

// What the chosen rate means for a VAT:
// - 'same': the percentages are equal;
// - 'different': they are not ("our 18 % ↔ their 21 %");
// - 'unavailable': the rate is not (or no longer) an active sales rate, or is unknown;
// - 'unmapped': nothing is chosen (`anyMatches` says whether some offered rate would have fitted).
export type TaxRateCheck =
  | { kind: 'same'; ours: string; theirs: string }
  | { kind: 'different'; ours: string; theirs: string }
  | { kind: 'unavailable'; ours: string }
  | { kind: 'unmapped'; ours: string; anyMatches: boolean };

export function checkTaxRate(
  vat: VatLike,
  chosenId: string | null,
  rates: readonly TaxRateLike[],
): TaxRateCheck {
  const ours = formatPercentage(vat.percentage);
  if (chosenId === null) return { kind: 'unmapped', ours, anyMatches: suggestTaxRate(vat, rates) !== null };
  const rate = offeredTaxRates(rates).find((candidate) => candidate.id === chosenId);
  if (!rate) return { kind: 'unavailable', ours };
  const theirs = formatPercentage(rate.percentage);
  return samePercentage(vat, rate) ? { kind: 'same', ours, theirs } : { kind: 'different', ours, theirs };
}

// ---- Projects ↔ contacts -------------------------------------------------------------------------

export type ContactLike = {
  id: string;
  company_name: string | null;
  firstname: string | null;
  lastname: string | null;
  customer_id: string | null;
  tax_number: string | null;
};

// What we know of the client a project bills: our own key for it (MoneyBird's customer_id), its VAT
// number and its name.
export type BilledClient = { customer_id: string | null; vat_number: string | null; name: string | null };

export type SuggestionReason = 'customer_id' | 'vat_number' | 'name';
export type SuggestionConfidence = 'high' | 'medium' | 'low';

export type ContactSuggestion<T extends ContactLike> = {
  contact: T;
  reason: SuggestionReason;
  confidence: SuggestionConfidence;
  // Other contacts the same rule found (they make the suggestion less certain).
  alternatives: number;
};

// A contact's name as a person reads it: the company, else first and last name.
export function contactName(contact: ContactLike): string {
  const company = contact.company_name?.trim();
  if (company) return company;
  return [contact.firstname, contact.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

// Legal forms that say nothing about who the client is, dropped from the end of a name.
const LEGAL_FORMS = new Set([
  'bv',
  'nv',
  'vof',
  'cv',
  'gmbh',
  'ag',
  'kg',
  'ltd',
  'limited',
  'llc',
  'llp',
  'plc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'oy',
  'ab',
  'as',
  'aps',
  'jsc',
]);

// 'Atlas Logistics B.V.' and 'atlas  logistics' are the same client: case, accents, punctuation,
// spacing, '&'/'and' and trailing legal forms do not count.
export function normaliseName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // B.V. → bv, N.V. → nv: dots inside a word go before the rest of the punctuation becomes space.
    .replace(/(\p{L})\.(?=\p{L})/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

// 'NL 8591.23.456.B01' and 'nl859123456b01' are the same number; so are 'NL859123456B01' and
// '859123456B01' (the country prefix left off).
export function normaliseVatNumber(vat: string): string {
  return vat.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const withoutCountry = (vat: string) => vat.replace(/^[A-Z]{2}(?=\d)/, '');

function sameVatNumber(a: string, b: string): boolean {
  const left = normaliseVatNumber(a);
  const right = normaliseVatNumber(b);
  if (left === '' || right === '') return false;
  return left === right || withoutCountry(left) === withoutCountry(right);
}

const sameText = (a: string | null, b: string | null) =>
  Boolean(a?.trim()) && a?.trim().toLowerCase() === b?.trim().toLowerCase();

// The contact a project most likely bills: by customer_id first (our own key, stored in MoneyBird),
// then by VAT number, then by normalised name. A rule that finds one contact is as sure as it gets
// (customer id and VAT number: high; name: medium); one that finds several suggests the first with low
// confidence. null when no rule finds any.
export function suggestContact<T extends ContactLike>(
  client: BilledClient,
  contacts: readonly T[],
): ContactSuggestion<T> | null {
  const rules: { reason: SuggestionReason; confidence: SuggestionConfidence; test: (c: T) => boolean }[] = [
    {
      reason: 'customer_id',
      confidence: 'high',
      test: (contact) => sameText(client.customer_id, contact.customer_id),
    },
    {
      reason: 'vat_number',
      confidence: 'high',
      test: (contact) =>
        Boolean(client.vat_number && contact.tax_number) &&
        sameVatNumber(client.vat_number ?? '', contact.tax_number ?? ''),
    },
    {
      reason: 'name',
      confidence: 'medium',
      test: (contact) => {
        const ours = normaliseName(client.name ?? '');
        return ours !== '' && ours === normaliseName(contactName(contact));
      },
    },
  ];
  for (const rule of rules) {
    const found = contacts.filter(rule.test);
    const [first] = found;
    if (first) {
      return {
        contact: first,
        reason: rule.reason,
        confidence: found.length > 1 ? 'low' : rule.confidence,
        alternatives: found.length - 1,
      };
    }
  }
  return null;
}

const REASON_TEXT: Record<SuggestionReason, string> = {
  customer_id: 'same customer id',
  vat_number: 'same VAT number',
  name: 'same name',
};

const CONFIDENCE_TEXT: Record<SuggestionConfidence, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};

// 'High confidence: same customer id'; 'Low confidence: same name (2 other contacts too)'.
export function suggestionLabel({
  reason,
  confidence,
  alternatives,
}: ContactSuggestion<ContactLike>): string {
  const others = alternatives > 0 ? ` (${alternatives} other contact${alternatives > 1 ? 's' : ''} too)` : '';
  return `${CONFIDENCE_TEXT[confidence]}: ${REASON_TEXT[reason]}${others}`;
}
