import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { useUrlState } from '@/components/url/use-url-state';
import type { CandidateDrawerProps } from './candidate-drawer';
import { candidateDrawerUrl } from './candidate-url';

// The drawer and everything in it load only when a candidate is opened.
const CandidateDrawer = dynamic<CandidateDrawerProps>(
  () => import('./candidate-drawer').then((module) => module.CandidateDrawer),
  { ssr: false },
);

// The candidate named by the link (?candidate=42) in a drawer over the page; closing takes it off.
// Each recruitment page mounts it once.
export function CandidateDrawerSlot() {
  const [open, setOpen] = useUrlState(candidateDrawerUrl);
  const close = useCallback(() => setOpen(null), [setOpen]);
  if (open === null) return null;
  return <CandidateDrawer id={open.id} onClose={close} />;
}
