import { stageNameOf, type StageName } from './recruitment-duplicates';

// A stage event in words for the drawer's history ("Moved from Screening to Interview").
export type StageEventLike = {
  action: 'created' | 'moved' | 'rejected' | 'restored' | 'hired' | 'link_sent';
  from: string | null;
  to: string | null;
  notified?: boolean;
};

export function stageEventLabel(event: StageEventLike, stages: readonly StageName[] = []): string {
  const name = (key: string | null) => (key ? stageNameOf(key, stages) : '');
  switch (event.action) {
    case 'created':
      return event.to ? `Added at ${name(event.to)}` : 'Added';
    case 'moved':
      return event.from
        ? `Moved from ${name(event.from)} to ${name(event.to)}`
        : `Moved to ${name(event.to)}`;
    case 'rejected': {
      const at = event.from ?? event.to;
      const told = event.notified ? ', told by e-mail' : '';
      return `${at ? `Rejected at ${name(at)}` : 'Rejected'}${told}`;
    }
    case 'restored':
      return event.to ? `Restored to ${name(event.to)}` : 'Restored';
    case 'hired':
      return 'Hired';
    case 'link_sent':
      return 'Registration link sent';
  }
}
