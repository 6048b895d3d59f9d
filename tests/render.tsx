import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { useErrorEffects } from '@/app/use-error-effects';
import { createMemoryRouter, memoryRouter } from './support/memory-router';

function ErrorEffects() {
  useErrorEffects();
  return null;
}

// Renders with the app's real providers, a fresh cache with retries off, and a memory router at `url`.
export function renderWithApp(ui: ReactElement, { url = '/', ...options }: { url?: string } & RenderOptions = {}) {
  memoryRouter.current = createMemoryRouter(url);
  const queryClient = createQueryClient({ retry: false });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <ErrorEffects />
      {ui}
    </AppProviders>,
    options,
  );
  return { ...result, queryClient, router: memoryRouter.current };
}
