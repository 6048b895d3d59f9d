// Whether a text (from a link, a query, a form) is one of a fixed set of values, as a type guard.
export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    value != null && (values as readonly string[]).includes(value);
