import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { listOf, namedItemSchema, type NamedItem } from './common.schemas';
import { request } from './http';
import { sessionScope } from './session';
import { useSession } from './use-session';

// Reference lists load once per session scope, only where a page declares them (SPEC §4).
export type ReferenceListDefinition<S extends z.core.$ZodType, T> = {
  name: string;
  url: string;
  schema: S;
  select: (body: z.output<S>) => T;
  // Lists that need a token wait for one; the others are tried without.
  needsToken: boolean;
  params?: Record<string, string>;
};

export type ReferenceList<T> = {
  name: string;
  needsToken: boolean;
  queryKey: () => readonly unknown[];
  fetch: () => Promise<T>;
  useList: () => ReturnType<typeof useQuery<T>>;
};

export const referenceKeys = {
  all: () => [...sessionScope(), 'reference'] as const,
  list: (name: string) => [...referenceKeys.all(), name] as const,
};

export function defineReferenceList<S extends z.core.$ZodType, T>(
  definition: ReferenceListDefinition<S, T>,
): ReferenceList<T> {
  const fetch = async () =>
    definition.select(
      await request(definition.schema, { method: 'GET', url: definition.url, params: definition.params }),
    );
  const options = () =>
    queryOptions({
      queryKey: referenceKeys.list(definition.name),
      queryFn: fetch,
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      meta: { errorContext: 'reference' },
    });
  function useList() {
    const { token } = useSession();
    return useQuery({ ...options(), enabled: !definition.needsToken || Boolean(token) });
  }
  return {
    name: definition.name,
    needsToken: definition.needsToken,
    queryKey: () => options().queryKey,
    fetch,
    useList,
  };
}

// Lists of { id, name, order }: positions, departments, skills and the like share one shape.
export function defineNamedItemList(
  name: string,
  options: { needsToken: boolean },
): ReferenceList<NamedItem[]> {
  return defineReferenceList({
    name,
    url: name,
    schema: listOf(namedItemSchema),
    select: (body) => body.data,
    needsToken: options.needsToken,
  });
}
