// Cookies that hold one person's data (the current user, drafts) keep their owner inside the value,
// so a value left by another tenant, user or impersonation reads as missing instead of being shown.
export type CookieOwner = {
  tenant: string;
  // The token's subject: the person signed in.
  user: string;
  // The user they impersonate, if any: what is kept while acting as someone else is theirs.
  actingAs: number | null;
};

export type OwnedValue = { owner: CookieOwner; value: unknown };

export function ownValue(owner: CookieOwner, value: unknown): OwnedValue {
  return { owner: { tenant: owner.tenant, user: owner.user, actingAs: owner.actingAs }, value };
}

export function sameOwner(a: CookieOwner, b: CookieOwner): boolean {
  return a.tenant === b.tenant && a.user === b.user && a.actingAs === b.actingAs;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOwner(value: unknown): value is CookieOwner {
  return (
    isRecord(value) &&
    typeof value.tenant === 'string' &&
    typeof value.user === 'string' &&
    (value.actingAs === null || typeof value.actingAs === 'number')
  );
}

export type CookiePerson = Pick<CookieOwner, 'tenant' | 'user'>;

// Whether `stored` was kept for this person (acting as themselves or as someone they impersonated).
export function isKeptFor(person: CookiePerson, stored: unknown): boolean {
  return (
    isRecord(stored) &&
    isOwner(stored.owner) &&
    stored.owner.tenant === person.tenant &&
    stored.owner.user === person.user
  );
}

// The value when `stored` belongs to `owner`; undefined when it belongs to someone else, to nobody
// (no session), or has no owner at all (written by an older version, or edited by hand).
export function valueOwnedBy(owner: CookieOwner | null, stored: unknown): unknown {
  if (!owner || !isRecord(stored) || !isOwner(stored.owner)) return undefined;
  return sameOwner(owner, stored.owner) ? stored.value : undefined;
}
