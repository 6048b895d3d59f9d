import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { integrationKeys } from '@/api/integrations/integration.keys';
import type { OAuthIntegration } from '@/api/integrations/integration.schemas';
import { queryWith, useUrlState } from '@/components/url/use-url-state';
import { integrationsUrl } from './integrations-url';

// The provider sends the browser back with ?connected=<type>: the tab says so once, reads the status
// again, and takes the parameter out of the address (a reload or a shared link does not say it again).
export function useConnectedReturn(): { connected: OAuthIntegration | null; dismiss: () => void } {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [address] = useUrlState(integrationsUrl);
  const returned = address.connected;
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
    // Not goToQuery: the page has just come back from the provider and may scroll as a new one does.
    const query = queryWith(router.query, integrationsUrl.write({ ...address, connected: null }));
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  }, [returned, address, router, queryClient]);

  return { connected, dismiss: () => setConnected(null) };
}
