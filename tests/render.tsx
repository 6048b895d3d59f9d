import { render, type RenderOptions } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { useErrorEffects } from '@/app/use-error-effects';
import { createMemoryRouter, memoryRouter } from './support/memory-router';

function ErrorEffects() {
  useErrorEffects();
  return null;
}

// The app's real providers with the error policy wired to toasts and the (memory) router.
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <ErrorEffects />
      {children}
    </AppProviders>
  );
}

export function createTestWrapper(url = '/') {
  memoryRouter.current = createMemoryRouter(url);
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return { wrapper, queryClient, router: memoryRouter.current };
}

// Renders with the app's real providers, a fresh cache with retries off, and a memory router at `url`.
export function renderWithApp(
  ui: ReactElement,
  { url = '/', ...options }: { url?: string } & RenderOptions = {},
) {
  const { wrapper, queryClient, router } = createTestWrapper(url);
  return { ...render(ui, { wrapper, ...options }), queryClient, router };
}
