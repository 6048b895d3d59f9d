// The list with the item at the 0-based place `from` moved to the 0-based place `to` (clamped), the rest
// in their order. A `from` outside the list changes nothing.
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (!Number.isInteger(from) || from < 0 || from >= items.length) return [...items];
  const moving = items[from] as T;
  const rest = items.filter((_, index) => index !== from);
  const index = Math.min(Math.max(to, 0), rest.length);
  return [...rest.slice(0, index), moving, ...rest.slice(index)];
}

// The list with the item `id` moved to the 1-based position `newOrder` (clamped), the rest in their order.
export function moveTo<T extends { id: number }>(items: readonly T[], id: number, newOrder: number): T[] {
  return moveItem(
    items,
    items.findIndex((item) => item.id === id),
    newOrder - 1,
  );
}

// Orders as the API numbers them after a move: 1, 2, 3… in list order.
export function renumbered<T extends { id: number; order?: number | null }>(
  items: readonly T[],
): (T & { order: number })[] {
  return items.map((item, index) => ({ ...item, order: index + 1 }));
}
