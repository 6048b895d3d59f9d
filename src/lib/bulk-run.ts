// A bulk action sent as several requests (one per invoice type, one per 200 ids…): each part's answer
// is kept, and a part that fails is kept with its error so only that part is sent again.

// The bulk answer's shape ({updated, skipped}), kept here so lib does not depend on the api layer.
export type BulkOutcome = { updated: number[]; skipped: { id: number; reason: string }[] };

// A request that got no answer or a failure: its ids, why, and a name for it when the ids alone say
// too little ('Part 2 of 3').
export type BulkFailure = { ids: number[]; error: unknown; label?: string };

export type BulkRun = BulkOutcome & { failed: BulkFailure[] };

// Each part in turn; a failed part does not stop the others.
export async function runBulkParts<TPart>(
  parts: readonly TPart[],
  idsOf: (part: TPart) => readonly number[],
  send: (part: TPart) => Promise<BulkOutcome>,
  labelOf?: (part: TPart, index: number) => string | undefined,
): Promise<BulkRun> {
  const run: BulkRun = { updated: [], skipped: [], failed: [] };
  for (const [index, part] of parts.entries()) {
    try {
      const outcome = await send(part);
      run.updated.push(...outcome.updated);
      run.skipped.push(...outcome.skipped);
    } catch (error) {
      const label = labelOf?.(part, index);
      run.failed.push({ ids: [...idsOf(part)], error, ...(label === undefined ? {} : { label }) });
    }
  }
  return run;
}

export const idsOfFailures = (failures: readonly BulkFailure[]) => failures.flatMap((failure) => failure.ids);

// The run after `resent` failures were sent again: what the retry did joins what was done before;
// the failures not resent stay, with the retry's own.
export function afterRetry(previous: BulkRun, resent: readonly BulkFailure[], retried: BulkRun): BulkRun {
  return {
    updated: [...previous.updated, ...retried.updated],
    skipped: [...previous.skipped, ...retried.skipped],
    failed: [...previous.failed.filter((failure) => !resent.includes(failure)), ...retried.failed],
  };
}
