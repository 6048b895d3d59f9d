import * as z from 'zod/mini';
import { listOf } from '../common.schemas';
import { requiredDateText } from '../dates.schemas';

// One cell of a rate card as the API sends and stores it (finance.md §5, proposed): the hourly rate of a
// position (null: the blended default row) at a seniority, in one currency, from a date. hourly_rate is
// a JSON number with two decimals; the client turns it into integer cents at once (RateCard below).
export const rateCardEntrySchema = z.object({
  id: z.int(),
  position_id: z.nullable(z.int()),
  seniority_id: z.int(),
  currency: z.string(),
  hourly_rate: z.number(),
  valid_from: z.string(),
});
export type RateCardEntry = z.infer<typeof rateCardEntrySchema>;
export const rateCardListSchema = listOf(rateCardEntrySchema);

// A cell as the client holds it: the rate in integer cents.
export type RateCard = Omit<RateCardEntry, 'hourly_rate'> & { hourly_rate_cents: number };

// The card of one currency as it is saved: every cell that has a rate (the rest have none).
export type RateCardSave = {
  currency: string;
  valid_from: string;
  cells: readonly { position_id: number | null; seniority_id: number; hourly_rate_cents: number }[];
};

// What the API refuses (the mock's rules; shown at the cell when it does).
export const RATE_CARD_MAX_HOURLY_RATE = 10_000;

// The editing form: the card's date and its cells by key (src/lib/rate-card-diff.ts), cents or null.
export const rateCardFormSchema = z.object({
  valid_from: requiredDateText('Enter the date the card is valid from'),
  cells: z.record(z.string(), z.nullable(z.number())),
});
export type RateCardForm = z.input<typeof rateCardFormSchema>;
