import * as z from 'zod/mini';

// Shapes the Laravel API uses across resources.
export const namedItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  order: z.optional(z.nullable(z.number())),
});
export type NamedItem = z.infer<typeof namedItemSchema>;

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
