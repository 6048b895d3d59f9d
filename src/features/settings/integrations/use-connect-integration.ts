import { useRouter } from 'next/router';
import { useState } from 'react';
import { connectTargetOf } from '@/api/integrations/connect-target';
import { useConnectUrl } from '@/api/integrations/integration.mutations';
import type { OAuthIntegration } from '@/api/integrations/integration.schemas';

export type ConnectIntegration = {
  connect: (type: OAuthIntegration) => void;
  // The integration whose address is being asked for.
  pending: OAuthIntegration | null;
  // The integration whose address was refused (not https on a trusted host, nor this app's own).
  refused: OAuthIntegration | null;
};

// Asks the API for the connect address and follows it: a page of this app with the router, a trusted
// https page with a full load, anything else not at all (the card says so).
export function useConnectIntegration(): ConnectIntegration {
  const router = useRouter();
  const [refused, setRefused] = useState<OAuthIntegration | null>(null);
  const address = useConnectUrl();
  const connect = (type: OAuthIntegration) => {
    setRefused(null);
    address.mutate(type, {
      onSuccess: (url) => {
        const target = connectTargetOf(url, window.location.origin);
        if (!target) setRefused(type);
        else if (target.kind === 'page') window.location.assign(target.url);
        else void router.push(target.path);
      },
    });
  };
  return { connect, pending: address.isPending ? address.variables : null, refused };
}
