import { isApiError, withFieldErrors } from '@/api/api-error';
import { rateCardErrorsByCell } from '@/lib/rate-card-diff';
import { toFieldMessages } from '@/lib/server-errors';

// A refused card's messages moved to the form's fields: `rate_cards.N.*` on the Nth cell sent
// (`cells.<key>`), the first row's valid_from on the card's date; anything else keeps its key, for
// above the grid.
export function refusalOnCells(error: unknown, sent: readonly { key: string }[]): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const { cells, card } = rateCardErrorsByCell(
    toFieldMessages(error.fieldErrors),
    sent.map((entry) => entry.key),
  );
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, message] of Object.entries(cells)) fieldErrors[`cells.${key}`] = [message];
  const dateError = card.find((entry) => entry.field.endsWith('valid_from'));
  if (dateError) fieldErrors.valid_from = [dateError.message];
  for (const entry of card) {
    if (entry !== dateError) fieldErrors[entry.field] = [...(fieldErrors[entry.field] ?? []), entry.message];
  }
  return withFieldErrors(error, fieldErrors);
}
