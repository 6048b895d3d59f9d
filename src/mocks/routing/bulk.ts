import { bulkResultSchema, type BulkResult } from '@/api/common.schemas';
import { respond } from './responses';

// Decides one id: changes it and answers null, or leaves it and answers why.
export type BulkStep = (id: number) => string | null | Promise<string | null>;

// Runs a bulk action id by id (each id once, in the order sent): what changed and what was skipped.
export async function runBulk(ids: readonly number[], step: BulkStep): Promise<BulkResult> {
  const result: BulkResult = { updated: [], skipped: [] };
  for (const id of new Set(ids)) {
    const reason = await step(id);
    if (reason === null) result.updated.push(id);
    else result.skipped.push({ id, reason });
  }
  return result;
}

// The bulk answer every bulk call of the mock gives: { data: { updated: [ids], skipped: [{ id, reason }] } }.
export async function bulkAnswer(ids: readonly number[], step: BulkStep): Promise<Response> {
  return respond(bulkResultSchema, { data: await runBulk(ids, step) });
}
