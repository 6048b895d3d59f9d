import { relativeTime } from './relative-time';
import { DEFAULT_STAGE_NAMES, isPipelineStage } from './recruitment-stages';

// How a possible duplicate reads in the add dialog and the drawer (planning.md §3.3): "Rejected 3 months
// ago for QA: Refused by candidate: salary".

export type DuplicateLike = {
  status: 'active' | 'rejected' | 'employee';
  stage: string | null;
  matched: readonly ('email' | 'phone' | 'linkedin')[];
  position: { name: string } | null;
  rejected_at: string | null;
  reason: string | null;
};

export type StageName = { key: string; name: string };

// The tenant's name for a stage key, else the seeded one, else the key.
export function stageNameOf(key: string, stages: readonly StageName[] = []): string {
  const served = stages.find((stage) => stage.key === key);
  if (served) return served.name;
  return isPipelineStage(key) ? DEFAULT_STAGE_NAMES[key] : key;
}

const MATCH_LABELS = { email: 'e-mail', phone: 'phone', linkedin: 'profile link' } as const;

// "Same e-mail and phone".
export function matchedLabel(matched: DuplicateLike['matched']): string {
  const words = matched.map((field) => MATCH_LABELS[field]);
  if (words.length === 0) return '';
  const last = words.pop();
  return `Same ${words.length > 0 ? `${words.join(', ')} and ${last}` : last}`;
}

export function duplicateSummary(
  duplicate: DuplicateLike,
  stages: readonly StageName[] = [],
  now: Date = new Date(),
): string {
  const forPosition = duplicate.position ? ` for ${duplicate.position.name}` : '';
  if (duplicate.status === 'employee')
    return `Already an employee${duplicate.position ? ` (${duplicate.position.name})` : ''}`;
  if (duplicate.status === 'rejected') {
    const when = duplicate.rejected_at ? ` ${relativeTime(duplicate.rejected_at, now)}` : '';
    const why = duplicate.reason ? `: ${duplicate.reason}` : '';
    return `Rejected${when}${forPosition}${why}`;
  }
  const at = duplicate.stage ? ` at ${stageNameOf(duplicate.stage, stages)}` : '';
  return `In the pipeline${at}${forPosition}`;
}
