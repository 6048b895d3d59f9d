// The list with the item `id` moved to the 1-based position `newOrder` (clamped), the rest in their order.
export function moveTo<T extends { id: number }>(items: readonly T[], id: number, newOrder: number): T[] {
  const moving = items.find((item) => item.id === id);
  if (!moving) return [...items];
  const rest = items.filter((item) => item.id !== id);
  const index = Math.min(Math.max(newOrder - 1, 0), rest.length);
  return [...rest.slice(0, index), moving, ...rest.slice(index)];
}

// Orders as the API numbers them after a move: 1, 2, 3… in list order.
export function renumbered<T extends { id: number; order?: number | null }>(
  items: readonly T[],
): (T & { order: number })[] {
  return items.map((item, index) => ({ ...item, order: index + 1 }));
}
