import type { ReactNode } from 'react';
import { DrawerLink } from '@/components/list/drawer-link';
import { openRequestQuery } from '../request/request-address';

// Opens a request's drawer over the list as it is.
export function RequestLink({ id, children, label }: { id: number; children: ReactNode; label?: string }) {
  return (
    <DrawerLink opens={(query) => openRequestQuery(query, id)} label={label}>
      {children}
    </DrawerLink>
  );
}
