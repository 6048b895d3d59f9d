import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { integrationKeys } from '@/api/integrations/integration.keys';
import type { OAuthIntegration } from '@/api/integrations/integration.schemas';

const returnedFrom = (value: unknown): OAuthIntegration | null =>
  value === 'google' || value === 'slack' ? value : null;

// The provider sends the browser back with ?connected=<type>: the tab says so once, reads the status
// again, and takes the parameter out of the address (a reload or a shared link does not say it again).
export function useConnectedReturn(): { connected: OAuthIntegration | null; dismiss: () => void } {
  const router = useRouter();
  const queryClient = useQueryClient();
  const returned = returnedFrom(router.query.connected);
  const [connected, setConnected] = useState<OAuthIntegration | null>(null);
  // Set while rendering (not in an effect), when a return arrives.
  const [seen, setSeen] = useState<OAuthIntegration | null>(null);
  if (returned !== seen) {
    setSeen(returned);
    if (returned) setConnected(returned);
  }

  useEffect(() => {
    if (!returned) return;
    void queryClient.invalidateQueries({ queryKey: integrationKeys.status(), exact: true });
    const { connected: _returned, ...rest } = router.query;
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true });
  }, [returned, router, queryClient]);

  return { connected, dismiss: () => setConnected(null) };
}
