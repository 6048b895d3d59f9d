import * as z from 'zod/mini';

// Shapes the Laravel API uses across resources.
export const namedItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  order: z.optional(z.nullable(z.number())),
});
export type NamedItem = z.infer<typeof namedItemSchema>;

// An object schema's keys in declaration order, typed as its input's keys: the fields a form shows
// and a 422 may name, kept with the schema instead of in a list beside it.
export const fieldsOf = <S extends z.ZodMiniObject>(schema: S): readonly (keyof z.input<S> & string)[] =>
  Object.keys(schema.shape) as (keyof z.input<S> & string)[];

export const dataOf = <S extends z.core.$ZodType>(schema: S) => z.object({ data: schema });
export const listOf = <S extends z.core.$ZodType>(schema: S) => z.object({ data: z.array(schema) });

export function paginatorOf<S extends z.core.$ZodType>(item: S) {
  return z.object({
    data: z.array(item),
    current_page: z.number(),
    last_page: z.number(),
    per_page: z.number(),
    total: z.number(),
  });
}

export const urlResponseSchema = z.object({ url: z.string().check(z.minLength(1)) });
export const messageSchema = z.object({ message: z.string() });

// Laravel's paginator under data, the shape of every paginated list:
// { data: { data: [...], current_page, last_page, per_page, total } }. The request function returns
// the paginator (body.data).
export function paginatedOf<S extends z.core.$ZodType>(item: S) {
  return dataOf(paginatorOf(item));
}
export type Paginator<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

// A bulk action's answer: the ids it changed, and those it left alone with the reason why.
export const bulkSkipSchema = z.object({ id: z.number(), reason: z.string() });
export const bulkResultSchema = dataOf(
  z.object({ updated: z.array(z.number()), skipped: z.array(bulkSkipSchema) }),
);
export type BulkSkip = z.infer<typeof bulkSkipSchema>;
export type BulkResult = z.infer<typeof bulkResultSchema>['data'];
