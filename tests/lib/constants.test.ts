import { describe, expect, it } from 'vitest';

import { DEFAULT_INVOICE_LANGUAGE } from '@/api/invoices/invoice-files.api';
import { INVOICE_LANGUAGES } from '@/api/invoices/invoice.schemas';
import * as constants from '@/lib/constants';
import {
  CHART_PALETTE,
  COMPETENCY,
  COPY_LINK_FEEDBACK_MS,
  DEFAULT_APPLICATION_CONFIG,
  DEGREES,
  PAYMENT_STATUS,
  PROJECT_INVOICES_PER_PAGE,
  SKILL_PROFICIENCY,
  TOAST_WIDTH_PX,
} from '@/lib/constants';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import {
  EXCLUSION_LABELS,
  EXCLUSIONS,
  TIME_OFF_STATUS_LABELS,
  TIME_OFF_STATUSES,
  TIME_OFF_TYPE_LABELS,
  TIME_OFF_TYPES,
} from '@/lib/time-off-labels';

describe('the default application config', () => {
  it('gives 24 vacation days, an 11-month trial, 5 trial bonus days and no final reviewer', () => {
    expect(DEFAULT_APPLICATION_CONFIG.time_off).toEqual({
      yearly_vacation_days: 24,
      trial_period: 11,
      trial_bonus_days: 5,
      final_reviewer: 0,
    });
  });

  it('uses EUR and all currencies in the order GEL, USD, GBP, EUR', () => {
    expect(DEFAULT_APPLICATION_CONFIG.currency).toEqual({
      currency: 'EUR',
      all_currencies: ['GEL', 'USD', 'GBP', 'EUR'],
    });
  });

  it('does not share its currency list with currency.ts', () => {
    expect(DEFAULT_APPLICATION_CONFIG.currency.all_currencies).not.toBe(DEFAULT_ALL_CURRENCIES);
  });
});

describe('labels', () => {
  it('lists degrees Bachelor, Masters, Phd', () => {
    expect(DEGREES).toEqual(['Bachelor', 'Masters', 'Phd']);
  });

  it('names skill proficiency 1-5 Aware, Novice, Intermediate, Advanced, Expert', () => {
    expect(SKILL_PROFICIENCY).toEqual({
      1: 'Aware',
      2: 'Novice',
      3: 'Intermediate',
      4: 'Advanced',
      5: 'Expert',
    });
  });

  it('names competency 1-4 Basic, Competent, Proficient, Expert', () => {
    expect(COMPETENCY).toEqual({ 1: 'Basic', 2: 'Competent', 3: 'Proficient', 4: 'Expert' });
  });

  it('labels payment status codes', () => {
    expect(PAYMENT_STATUS).toEqual({ p: 'Paid', np: 'Not paid', pp: 'Partially paid' });
  });
});

// SPEC §9's leave types, the time-off statuses and exclusions and the PDF language, as the screens
// use them (src/lib/time-off-labels.ts, the invoice files API): one source each.
describe('what the screens use', () => {
  it('lists the leave types vacation, sick leave, parental leave, unpaid leave as the API codes them', () => {
    expect(TIME_OFF_TYPES).toEqual(['vacation', 'sick_leave', 'parental_leave', 'unpaid_leave']);
    expect(TIME_OFF_TYPES.map((code) => TIME_OFF_TYPE_LABELS[code].toLowerCase())).toEqual([
      'vacation',
      'sick leave',
      'parental leave',
      'unpaid leave',
    ]);
  });

  it('lists time-off statuses pending, approved, rejected, with their labels', () => {
    expect(TIME_OFF_STATUSES).toEqual(['pending', 'approved', 'rejected']);
    expect(TIME_OFF_STATUS_LABELS).toEqual({
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
    });
  });

  it('labels exclusion codes', () => {
    expect(EXCLUSIONS).toEqual(['fully', 'no', 'partially']);
    expect(EXCLUSION_LABELS).toEqual({
      fully: 'Excluded',
      no: 'Not excluded',
      partially: 'Partially excluded',
    });
  });

  it('makes invoice PDFs in English by default, in English or Georgian', () => {
    expect(DEFAULT_INVOICE_LANGUAGE).toBe('en');
    expect(INVOICE_LANGUAGES).toEqual(['en', 'ka']);
  });

  it('keeps no unused copy of them in constants.ts, where they could drift from what is shown', () => {
    for (const copy of ['LEAVE_TYPES', 'TIME_OFF_STATUSES', 'EXCLUSION', 'INVOICE_PDF_DEFAULT_LANGUAGE'])
      expect(constants).not.toHaveProperty(copy);
  });
});

describe('UI constants', () => {
  it('offers 10 distinct hex chart colours', () => {
    expect(CHART_PALETTE).toHaveLength(10);
    expect(new Set(CHART_PALETTE).size).toBe(10);
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('shows copy-link feedback for 1 second', () => {
    expect(COPY_LINK_FEEDBACK_MS).toBe(1000);
  });

  it('lists 10 project invoices per page, uses 400px toasts', () => {
    expect(PROJECT_INVOICES_PER_PAGE).toBe(10);
    expect(TOAST_WIDTH_PX).toBe(400);
  });
});
