import { useMutation } from '@tanstack/react-query';
import type {
  DefaultError,
  MutationFunctionContext,
  QueryKey,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';

// Hooks take (variables, options): the options a caller may add are everything but what the hook owns.

// A query hook owns its key and its fetch.
export type QueryHookOptions<TQueryFnData, TQueryKey extends QueryKey = QueryKey> = Omit<
  UseQueryOptions<TQueryFnData, DefaultError, TQueryFnData, TQueryKey>,
  'queryKey' | 'queryFn'
>;

// A mutation hook owns its call.
export type MutationHookOptions<TData, TVariables = void, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult>,
  'mutationFn'
>;

type Enabled<TQuery> = boolean | ((query: TQuery) => boolean) | undefined;
type Meta = Record<string, unknown> | undefined;

// Both must hold: the hook's own condition (e.g. an id is chosen) and the caller's.
function bothEnabled<TQuery>(own: boolean | undefined, theirs: Enabled<TQuery>): Enabled<TQuery> {
  if (own === false || theirs === false) return false;
  return theirs ?? own;
}

// The caller's meta adds to the hook's: the hook's errorContext stays unless the caller sets one.
function mergedMeta<T extends { meta?: Meta }>(own: T['meta'], theirs: Meta): { meta?: T['meta'] } {
  return own || theirs ? { meta: { ...own, ...theirs } as T['meta'] } : {};
}

// A query hook's options: its defaults, then the caller's; `enabled` is the hook's (when it has a
// condition of its own) and the caller's together. Typed as the defaults, so useQuery infers as before.
export function withQueryOptions<TDefaults extends { meta?: Meta }, TQuery>(
  defaults: TDefaults,
  options: { enabled?: Enabled<TQuery>; meta?: Meta } | undefined,
  enabled?: boolean,
): TDefaults {
  const both = bothEnabled(enabled, options?.enabled);
  return {
    ...defaults,
    ...options,
    ...mergedMeta<TDefaults>(defaults.meta, options?.meta),
    ...(both === undefined ? {} : { enabled: both }),
  } as TDefaults;
}

type Callback<A extends unknown[]> = ((...args: A) => unknown) | undefined;

// The hook's callback first and awaited (its invalidation done), then the caller's with the same
// arguments.
function hookFirst<A extends unknown[]>(own: Callback<A>, theirs: Callback<A>): Callback<A> {
  if (!own || !theirs) return own ?? theirs;
  return async (...args: A) => {
    await own(...args);
    return theirs(...args);
  };
}

// A mutation hook's options: its defaults, then the caller's. The hook's onSuccess, onError and
// onSettled (invalidation, rollback) run and are awaited before the caller's; the hook's onMutate result
// stays the rollback context when it has one.
function withMutationOptions<TData, TVariables, TOnMutateResult>(
  defaults: UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult>,
  options?: MutationHookOptions<TData, TVariables, TOnMutateResult>,
): UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult> {
  if (!options) return defaults;
  const { onMutate, onSuccess, onError, onSettled, meta, ...rest } = options;
  const ownMutate = defaults.onMutate;
  return {
    ...defaults,
    ...rest,
    ...mergedMeta<typeof defaults>(defaults.meta, meta),
    onMutate:
      ownMutate && onMutate
        ? async (variables: TVariables, context: MutationFunctionContext) => {
            const result = await ownMutate(variables, context);
            await onMutate(variables, context);
            return result;
          }
        : (ownMutate ?? onMutate),
    onSuccess: hookFirst(defaults.onSuccess, onSuccess),
    onError: hookFirst(defaults.onError, onError),
    onSettled: hookFirst(defaults.onSettled, onSettled),
  };
}

// Every mutation hook's useMutation: its own options, then the caller's (a hook, so React's lint lets a
// call that reads a ref through).
export function useMutationWithOptions<TData, TVariables, TOnMutateResult>(
  defaults: UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult>,
  options?: MutationHookOptions<TData, TVariables, TOnMutateResult>,
) {
  return useMutation(withMutationOptions(defaults, options));
}
