// Small reference lists (positions, skills…) are searched as plain arrays.
type Row = { id: number; name: string };

export const rowById = <R extends Row>(rows: readonly R[], id: number | null): R | undefined =>
  id === null ? undefined : rows.find((row) => row.id === id);

export const nameById = (rows: readonly Row[], id: number | null): string | null =>
  rowById(rows, id)?.name ?? null;

// For Laravel's exists rule on a text value.
export const existsIn =
  (rows: () => readonly Row[]) =>
  (value: string): boolean =>
    /^\d+$/.test(value) && rowById(rows(), Number(value)) !== undefined;
