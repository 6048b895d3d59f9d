import type { FieldValues, Path, PathValue } from 'react-hook-form';

// For the props of a group of fields (G's) placed in a form T at `${P}<field>`: no constraint when every
// such path of T holds what G holds there, `never` otherwise, so the group cannot sit in a form it
// does not fit.
export type FitsForm<T extends FieldValues, P extends string, G> = {
  [K in keyof G & string]: `${P}${K}` extends Path<T>
    ? [PathValue<T, `${P}${K}`>] extends [G[K]]
      ? true
      : false
    : false;
}[keyof G & string] extends true
  ? unknown
  : never;
