import { useSyncExternalStore } from 'react';
import { getServerSession, getSession, subscribeSession, type SessionSnapshot } from './session';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}
