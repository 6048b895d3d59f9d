// A long selection split into requests of at most `size` ids, in order, so no request URL gets too
// long (200 ids as `ids[]=12345` is about 2.6 kB, well under the 8 kB many servers accept).
export const MAX_IDS_PER_REQUEST = 200;

export function idBatches<T>(ids: readonly T[], size: number = MAX_IDS_PER_REQUEST): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A batch holds at least one id: ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
  return batches;
}
