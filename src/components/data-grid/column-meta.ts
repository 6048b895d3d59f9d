import type { RowData } from '@tanstack/react-table';

export type ColumnAlign = 'left' | 'center' | 'right';

// What a column may tell DataTable through `meta`, typed for every ColumnDef in the app.
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-unused-vars -- declaration merging needs an interface with the same type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    // A fixed width (px or any CSS length); columns without one share what is left.
    width?: number | string;
    align?: ColumnAlign;
    // Left out until the user adds it from the column menu.
    hidden?: boolean;
    // false: always shown (the column that names the row).
    hideable?: boolean;
    // The column's name in the column menu when its header is not plain text.
    label?: string;
  }
}
