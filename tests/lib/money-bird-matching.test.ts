import fc from 'fast-check';
import {
  checkTaxRate,
  contactName,
  formatBasisPoints,
  formatPercentage,
  normaliseName,
  normaliseVatNumber,
  offeredTaxRates,
  percentToBasisPoints,
  suggestContact,
  suggestTaxRate,
  suggestionLabel,
  type ContactLike,
  type TaxRateLike,
  type VatLike,
} from '@/lib/money-bird-matching';

const rate = (id: string, percentage: string, extra: Partial<TaxRateLike> = {}): TaxRateLike => ({
  id,
  name: `${percentage}% btw`,
  percentage,
  tax_rate_type: 'sales_invoice',
  active: true,
  country: null,
  ...extra,
});

const vat = (id: number, percentage: number, country: string | null = null): VatLike => ({
  id,
  name: `VAT ${percentage}%`,
  percentage,
  country,
});

// 18-digit ids, beyond 2^53: compared as text only.
const RATES: TaxRateLike[] = [
  rate('431785349128030174', '21.0'),
  rate('431785349157390307', '9.0'),
  rate('431785349185701876', '0.0'),
  rate('431785349239179364', '21.0', { tax_rate_type: 'purchase_invoice' }),
  rate('431785349266442341', '6.0', { active: false }),
];

describe('percentages in basis points', () => {
  it('reads MoneyBird text and our numbers alike', () => {
    expect(percentToBasisPoints('21.0')).toBe(2100);
    expect(percentToBasisPoints(21)).toBe(2100);
    expect(percentToBasisPoints('9')).toBe(900);
    expect(percentToBasisPoints('5.5')).toBe(550);
    expect(percentToBasisPoints(5.5)).toBe(550);
    expect(percentToBasisPoints('0.0')).toBe(0);
    expect(percentToBasisPoints(' 18.00 ')).toBe(1800);
    expect(percentToBasisPoints('21.250')).toBe(2125);
    expect(percentToBasisPoints('-3')).toBe(-300);
  });

  it('refuses what basis points cannot say exactly, or what is no number', () => {
    expect(percentToBasisPoints('21.125')).toBeNull();
    expect(percentToBasisPoints(0.1 + 0.2)).toBeNull();
    expect(percentToBasisPoints('21%')).toBeNull();
    expect(percentToBasisPoints('')).toBeNull();
    expect(percentToBasisPoints('1e2')).toBeNull();
    expect(percentToBasisPoints(Number.NaN)).toBeNull();
  });

  it('the number and its text with one decimal give the same points, for every 2-decimal percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (points) => {
        const text = `${Math.trunc(points / 100)}.${String(points % 100).padStart(2, '0')}`;
        expect(percentToBasisPoints(text)).toBe(points);
        expect(percentToBasisPoints(Number(text))).toBe(points);
      }),
    );
  });

  it('shows a percentage without trailing zeros', () => {
    expect(formatBasisPoints(1800)).toBe('18 %');
    expect(formatBasisPoints(550)).toBe('5.5 %');
    expect(formatBasisPoints(2125)).toBe('21.25 %');
    expect(formatBasisPoints(0)).toBe('0 %');
    expect(formatPercentage('21.0')).toBe('21 %');
    expect(formatPercentage('abc')).toBe('abc %');
  });
});

describe('VAT ↔ tax rate', () => {
  it('offers only active sales rates', () => {
    expect(offeredTaxRates(RATES).map((r) => r.id)).toEqual([
      '431785349128030174',
      '431785349157390307',
      '431785349185701876',
    ]);
  });

  it('suggests the sales rate with exactly the same percentage, and none when no rate has it', () => {
    expect(suggestTaxRate(vat(4, 21), RATES)?.id).toBe('431785349128030174');
    expect(suggestTaxRate(vat(2, 0), RATES)?.id).toBe('431785349185701876');
    expect(suggestTaxRate(vat(1, 18), RATES)).toBeNull();
    // The inactive 6 % rate is never suggested.
    expect(suggestTaxRate(vat(9, 6), RATES)).toBeNull();
  });

  it('prefers a rate of the VAT’s own country among equal percentages', () => {
    const rates = [rate('1', '21.0'), rate('2', '21.0', { country: 'NL' })];
    expect(suggestTaxRate(vat(4, 21, 'NL'), rates)?.id).toBe('2');
    expect(suggestTaxRate(vat(4, 21, 'BE'), rates)?.id).toBe('1');
  });

  it('says whether the chosen rate fits: same, different (ours ↔ theirs), unavailable, unmapped', () => {
    expect(checkTaxRate(vat(4, 21), '431785349128030174', RATES)).toEqual({
      kind: 'same',
      ours: '21 %',
      theirs: '21 %',
    });
    expect(checkTaxRate(vat(1, 18), '431785349128030174', RATES)).toEqual({
      kind: 'different',
      ours: '18 %',
      theirs: '21 %',
    });
    // A purchase rate or a retired one is not a rate a sales invoice can have.
    expect(checkTaxRate(vat(4, 21), '431785349239179364', RATES).kind).toBe('unavailable');
    expect(checkTaxRate(vat(9, 6), '431785349266442341', RATES).kind).toBe('unavailable');
    expect(checkTaxRate(vat(1, 18), null, RATES)).toEqual({
      kind: 'unmapped',
      ours: '18 %',
      anyMatches: false,
    });
    expect(checkTaxRate(vat(2, 0), null, RATES)).toEqual({ kind: 'unmapped', ours: '0 %', anyMatches: true });
  });

  it('never takes two 18-digit ids for one, though they are the same number in floating point', () => {
    const twins = [rate('431785349128030174', '21.0'), rate('431785349128030175', '21.0')];
    expect(Number(twins[0]?.id)).toBe(Number(twins[1]?.id));
    expect(checkTaxRate(vat(4, 21), '431785349128030175', twins).kind).toBe('same');
    expect(checkTaxRate(vat(4, 21), '431785349128030176', twins).kind).toBe('unavailable');
  });
});

const contact = (id: string, fields: Partial<ContactLike>): ContactLike => ({
  id,
  company_name: null,
  firstname: null,
  lastname: null,
  customer_id: null,
  tax_number: null,
  ...fields,
});

const CONTACTS: ContactLike[] = [
  contact('458026357470070787', {
    company_name: 'Atlas Logistics B.V.',
    customer_id: 'ACME-001',
    tax_number: 'NL859123456B01',
  }),
  contact('458026357498382373', {
    company_name: 'Northwind Traders GmbH',
    customer_id: 'ACME-002',
    tax_number: 'DE812345678',
  }),
  contact('458026357552908325', { company_name: 'Café Nord' }),
  contact('458026357607434277', { firstname: 'Eka', lastname: 'Gelashvili' }),
  contact('458026357634697253', { company_name: 'Kobalt Studio B.V.', tax_number: 'NL999999999B99' }),
];

describe('project ↔ contact suggestions', () => {
  it('names a contact by its company, else by the person', () => {
    expect(contactName(CONTACTS[0]!)).toBe('Atlas Logistics B.V.');
    expect(contactName(CONTACTS[3]!)).toBe('Eka Gelashvili');
    expect(contactName(contact('1', { company_name: '  ', firstname: 'Ana' }))).toBe('Ana');
  });

  it('normalises names: case, accents, punctuation, "&", spacing and trailing legal forms', () => {
    expect(normaliseName('Atlas Logistics B.V.')).toBe('atlas logistics');
    expect(normaliseName('  ATLAS   logistics bv ')).toBe('atlas logistics');
    expect(normaliseName('Café Nord GmbH')).toBe('cafe nord');
    expect(normaliseName('Smith & Sons Ltd.')).toBe(normaliseName('Smith and Sons'));
    // A legal form alone is still a name.
    expect(normaliseName('AB')).toBe('ab');
  });

  it('normalises VAT numbers: spacing, dots and case do not count', () => {
    expect(normaliseVatNumber('nl 8591.23.456-b01')).toBe('NL859123456B01');
  });

  it('suggests by customer id first, with high confidence', () => {
    const suggestion = suggestContact(
      // The VAT number and the name point at other contacts: the customer id wins.
      { customer_id: 'acme-002', vat_number: 'NL859123456B01', name: 'Café Nord' },
      CONTACTS,
    );
    expect(suggestion).toMatchObject({
      contact: { id: '458026357498382373' },
      reason: 'customer_id',
      confidence: 'high',
    });
    expect(suggestionLabel(suggestion!)).toBe('High confidence: same customer id');
  });

  it('then by VAT number, with or without the country prefix', () => {
    expect(
      suggestContact({ customer_id: 'ACME-999', vat_number: 'NL 8591 23456 B01', name: 'Someone' }, CONTACTS),
    ).toMatchObject({ contact: { id: '458026357470070787' }, reason: 'vat_number', confidence: 'high' });
    expect(
      suggestContact({ customer_id: null, vat_number: '859123456B01', name: null }, CONTACTS),
    ).toMatchObject({ contact: { id: '458026357470070787' }, reason: 'vat_number' });
  });

  it('then by normalised name, with medium confidence', () => {
    const suggestion = suggestContact({ customer_id: null, vat_number: null, name: 'cafe nord' }, CONTACTS);
    expect(suggestion).toMatchObject({
      contact: { id: '458026357552908325' },
      reason: 'name',
      confidence: 'medium',
    });
    expect(suggestionLabel(suggestion!)).toBe('Medium confidence: same name');
    expect(
      suggestContact({ customer_id: null, vat_number: null, name: 'Eka  Gelashvili' }, CONTACTS)?.reason,
    ).toBe('name');
  });

  it('has low confidence when a rule finds several contacts, and says how many more', () => {
    const twins = [...CONTACTS, contact('458026357700000001', { company_name: 'Atlas Logistics' })];
    const suggestion = suggestContact(
      { customer_id: null, vat_number: null, name: 'Atlas Logistics BV' },
      twins,
    );
    expect(suggestion).toMatchObject({
      contact: { id: '458026357470070787' },
      confidence: 'low',
      alternatives: 1,
    });
    expect(suggestionLabel(suggestion!)).toBe('Low confidence: same name (1 other contact too)');
  });

  it('suggests nothing when no rule finds a contact (a VAT number that belongs to no one, blanks)', () => {
    expect(
      suggestContact({ customer_id: null, vat_number: 'NL000000000B00', name: 'Unknown Ltd' }, CONTACTS),
    ).toBeNull();
    expect(suggestContact({ customer_id: ' ', vat_number: ' ', name: ' ' }, CONTACTS)).toBeNull();
    expect(suggestContact({ customer_id: 'ACME-001', vat_number: null, name: null }, [])).toBeNull();
  });
});
