import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configureErrorEffects, type ErrorEffects } from '@/api/error-policy';
import { createQueryClient } from '@/api/query-client';

// The app's query client (with its error policy) and spies on what the policy does.
export function queryWrapper() {
  const queryClient: QueryClient = createQueryClient({ retry: false });
  const effects = {
    navigate: vi.fn<ErrorEffects['navigate']>(),
    notify: vi.fn<ErrorEffects['notify']>(),
    report: vi.fn<ErrorEffects['report']>(),
  };
  const restore = configureErrorEffects(effects);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper, effects, restore };
}
