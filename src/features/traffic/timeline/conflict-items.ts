import { conflictFixes, type FixKind } from '@/lib/traffic-conflict-fixes';
import type { AllocationBatch, Conflict, FixableAllocation } from '@/lib/traffic-conflicts';
import { conflictText } from '@/lib/traffic-timeline-text';
import { fixableOf } from '../shared/optimistic-rows';
import { leaveTypeOf } from './timeline-rows';
import type { TimelineModel } from './use-timeline-model';

// The conflict panel's lines: each conflict of the people in view in words, with its fixes named.

export type ConflictFixItem = { label: string; batch: AllocationBatch; history: string };
export type ConflictItem = { key: string; userId: number; text: string; fixes: ConflictFixItem[] };

const FIX_LABELS: Record<FixKind, (conflict: Conflict) => string> = {
  split: (conflict) => `Split around the ${conflict.kind === 'on_holiday' ? 'holiday' : 'leave'}`,
  reduce: () => 'Reduce to capacity',
  move: () => 'Move to the next free day',
  tentative: () => 'Mark tentative',
};

export function conflictItemsOf(
  model: Pick<TimelineModel, 'conflictsByUser' | 'rowsById' | 'loads'>,
  withTentative: boolean,
): ConflictItem[] {
  const items: ConflictItem[] = [];
  for (const [userId, conflicts] of model.conflictsByUser) {
    const row = model.rowsById.get(userId);
    const load = model.loads.get(userId);
    if (!row || !load) continue;
    const fixable = new Map<number, FixableAllocation>(
      row.allocations.map((allocation) => [allocation.id, fixableOf(allocation)]),
    );
    const titles = new Map(row.allocations.map((allocation) => [allocation.id, allocation.project.title]));
    conflicts.forEach((conflict, index) => {
      const projects = conflict.allocationIds.map((id) => titles.get(id) ?? 'allocation');
      const text = conflictText(
        row.user.name,
        projects,
        conflict,
        conflict.kind === 'on_leave' ? leaveTypeOf(row, conflict) : undefined,
      );
      const several = conflict.allocationIds.length > 1;
      items.push({
        key: `${userId}-${index}-${conflict.kind}-${conflict.first}`,
        userId,
        text,
        fixes: conflictFixes(conflict, fixable, load, withTentative).map((fix) => {
          const label = `${FIX_LABELS[fix.kind](conflict)}${several ? ` (${titles.get(fix.allocationId) ?? ''})` : ''}`;
          return { label, batch: fix.batch, history: `${label}: ${text}` };
        }),
      });
    });
  }
  return items.sort((a, b) => a.text.localeCompare(b.text));
}
