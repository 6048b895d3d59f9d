import { isApiError, withFieldErrors } from '@/api/api-error';
import type { MoneyBirdMapping, MoneyBirdTaxRate, TaxRateMapping } from '@/api/money-bird/money-bird.schemas';
import type { Vat } from '@/api/vats/vat.schemas';
import { suggestTaxRate } from '@/lib/money-bird-matching';

// The form holds a tax rate id per VAT ('' for none), keyed 'v<vat id>'.
export type VatRateValues = { rates: Record<string, string> };

export const vatKey = (vatId: number): string => `v${vatId}`;

export const savedRateOf = (mapping: MoneyBirdMapping | null, vatId: number): string | null =>
  mapping?.tax_rates.find((entry) => entry.vat_id === vatId)?.tax_rate_id ?? null;

// What the form starts from: while nothing is saved, the rate with each VAT's exact percentage (a
// suggestion, until saved); once saved, what was saved (a VAT left out stays unmapped, as chosen).
export function initialVatRates(
  vats: readonly Vat[],
  rates: readonly MoneyBirdTaxRate[],
  mapping: MoneyBirdMapping | null,
): VatRateValues {
  return {
    rates: Object.fromEntries(
      vats.map((vat) => [
        vatKey(vat.id),
        mapping === null ? (suggestTaxRate(vat, rates)?.id ?? '') : (savedRateOf(mapping, vat.id) ?? ''),
      ]),
    ),
  };
}

// What is sent: a line per mapped VAT, in the order shown.
export function taxRatesToSend(vats: readonly Vat[], values: VatRateValues): TaxRateMapping[] {
  return vats.flatMap((vat) => {
    const rateId = values.rates[vatKey(vat.id)] ?? '';
    return rateId ? [{ vat_id: vat.id, tax_rate_id: rateId }] : [];
  });
}

// Whether the form says something other than what is saved (a suggestion not yet saved counts).
export function differsFromSaved(
  vats: readonly Vat[],
  values: VatRateValues,
  mapping: MoneyBirdMapping | null,
): boolean {
  return vats.some((vat) => (values.rates[vatKey(vat.id)] ?? '') !== (savedRateOf(mapping, vat.id) ?? ''));
}

// A 422 names a line of what was sent ('tax_rates.1.tax_rate_id'): the VAT of that line.
export function vatOfErrorField(sent: readonly TaxRateMapping[], field: string): number | null {
  const index = /^tax_rates\.(\d+)\./.exec(field)?.[1];
  return index === undefined ? null : (sent[Number(index)]?.vat_id ?? null);
}

// A refusal's lines moved to the select of their VAT ('rates.v3'); what names no line stays as it is.
export function refusalOnRates(error: unknown, sent: readonly TaxRateMapping[]): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const vatId = vatOfErrorField(sent, field);
    const name = vatId === null ? field : `rates.${vatKey(vatId)}`;
    fieldErrors[name] = [...(fieldErrors[name] ?? []), ...messages];
  }
  return withFieldErrors(error, fieldErrors);
}
