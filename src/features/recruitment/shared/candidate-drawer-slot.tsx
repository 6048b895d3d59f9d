import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { positiveIdOf } from '@/lib/positive-id';
import { CANDIDATE_QUERY_KEY, closesCandidate } from './candidate-address';
import type { CandidateDrawerProps } from './candidate-drawer';

// The drawer and everything in it load only when a candidate is opened.
const CandidateDrawer = dynamic<CandidateDrawerProps>(
  () => import('./candidate-drawer').then((module) => module.CandidateDrawer),
  { ssr: false },
);

// The candidate named by the link (?candidate=42) in a drawer over the page; closing takes it off.
// Each recruitment page mounts it once.
export function CandidateDrawerSlot() {
  const router = useRouter();
  const raw = router.query[CANDIDATE_QUERY_KEY];
  const close = useCallback(() => {
    void router.replace({ pathname: router.pathname, query: closesCandidate(router.query) }, undefined, {
      shallow: true,
      scroll: false,
    });
  }, [router]);
  if (raw === undefined) return null;
  return <CandidateDrawer id={positiveIdOf(raw)} onClose={close} />;
}
