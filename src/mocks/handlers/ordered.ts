// Reference lists come in their saved order (then by id), as the API's reorder calls leave them.
export function ordered<T extends { id: number; order: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.order - b.order || a.id - b.id);
}
