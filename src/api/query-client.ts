import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { handleError, type ErrorContext } from './error-policy';

type ErrorMeta = { errorContext?: ErrorContext; suppressed?: boolean };

declare module '@tanstack/react-query' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

// Every failed query and mutation goes through the error policy once, here.
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        handleError(error, query.meta?.errorContext ?? 'page', query.meta?.suppressed);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        handleError(error, mutation.meta?.errorContext ?? 'mutation', mutation.meta?.suppressed);
        // A change that got no answer in time may have been made: show what is stored rather than retry.
        if (isApiError(error) && error.connection === 'timeout' && error.changesData) {
          void client.invalidateQueries();
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on a retry; server hiccups might.
        retry: options.retry === false ? false : (count, error) => count < 2 && !isClientError(error),
      },
      // A save is never retried by itself, and never waits silently while offline: it fails at once
      // with a message (the request interceptor), the form keeping what was typed.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
