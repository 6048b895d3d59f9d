import dynamic from 'next/dynamic';
import { useOnline } from '@/components/hooks/use-online';

export { OFFLINE_NOTICE } from './feedback-texts';

const OfflineAlert = dynamic(() => import('./offline-alert').then((m) => m.OfflineAlert), { ssr: false });

// Said once, at the top of every screen, for as long as the browser is offline.
export function OfflineNotice() {
  const online = useOnline();
  return online ? null : <OfflineAlert />;
}
