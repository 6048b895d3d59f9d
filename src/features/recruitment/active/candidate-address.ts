import type { NextRouter } from 'next/router';
import { opensCandidate } from '../shared/candidate-address';

// Opening a candidate (?candidate=42 over the list as it is) is a step Back can undo.
export function openCandidate(router: NextRouter, id: number) {
  void router.push({ pathname: router.pathname, query: opensCandidate(id)(router.query) }, undefined, {
    shallow: true,
    scroll: false,
  });
}
