import type { ReactNode } from 'react';
import { DrawerLink } from '@/components/list/drawer-link';
import { opensRequest } from '../request/request-url';

// Opens a request's drawer over the list as it is.
export function RequestLink({ id, children, label }: { id: number; children: ReactNode; label?: string }) {
  return (
    <DrawerLink opens={opensRequest(id)} label={label}>
      {children}
    </DrawerLink>
  );
}
