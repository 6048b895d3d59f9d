import type { UrlStateCodec } from '@/components/url/use-url-state';
import { hrefWithQuery } from '@/lib/href-with-query';
import { positiveIdOf } from '@/lib/positive-id';
import { projectTabHref } from '../project-tabs';

// A reminder links to a project's terms with ?term=<id>: that term is marked; none without a good id.
export const markedTermUrl: UrlStateCodec<number | null> = {
  read: (query) => positiveIdOf(query.term),
  write: (termId) => ({ term: termId === null ? undefined : String(termId) }),
};

export const markedTermHref = (projectId: number, termId: number): string =>
  hrefWithQuery(projectTabHref(projectId, 'terms'), markedTermUrl.write(termId));
