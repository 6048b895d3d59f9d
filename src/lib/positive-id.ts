// A route or query value as it arrives (Next's router.query, URLSearchParams.get).
export type RouteParam = string | readonly string[] | null | undefined;

// The id a link names: a positive integer, or null when the link is wrong (missing, repeated, 0,
// negative, a fraction, not a number), which every screen shows as "not found".
export function positiveIdOf(param: RouteParam): number | null {
  const value = typeof param === 'string' ? param : param?.length === 1 ? param[0] : undefined;
  if (value === undefined) return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
