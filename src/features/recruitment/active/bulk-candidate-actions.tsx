import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { RecruitmentStage } from '@/api/recruitment/candidate.schemas';
import { useMoveCandidates } from '@/api/recruitment/recruitment.mutations';
import { BulkActionsBar } from '@/components/list/bulk-actions-bar';
import type { BulkResultDialogProps } from '@/components/list/bulk-result-dialog';
import { useBulkResult } from '@/components/list/use-bulk-result';
import { runBulkParts } from '@/lib/bulk-run';

const BulkResultDialog = dynamic<BulkResultDialogProps>(() =>
  import('@/components/list/bulk-result-dialog').then((module) => module.BulkResultDialog),
);

const candidates = (count: number) => (count === 1 ? '1 candidate' : `${count} candidates`);

// The selected candidates at once: move them to a stage, or reject them (the reject dialog asks why);
// the result says who was skipped and why.
export function BulkCandidateActions({
  selectedIds,
  stages,
  labelOf,
  onReject,
  onClearSelection,
}: {
  selectedIds: readonly number[];
  stages: readonly RecruitmentStage[];
  labelOf: (id: number) => string;
  onReject: (ids: number[]) => void;
  onClearSelection: () => void;
}) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { mutateAsync: moveMany } = useMoveCandidates();
  // What was done leaves the selection; what was skipped stays selected to act on again.
  const bulkResult = useBulkResult({
    onSettled: (run) => {
      if (run.skipped.length === 0 && run.failed.length === 0) onClearSelection();
    },
  });

  const moveTo = async (stage: RecruitmentStage) => {
    setMenuAnchor(null);
    const send = (ids: readonly number[]) =>
      runBulkParts(
        [ids],
        (part) => part,
        (part) => moveMany({ ids: [...part], stage: stage.key }),
      );
    const run = await send(selectedIds);
    bulkResult.show(`Moved to ${stage.name}`, run, (ids) => send(ids));
  };

  const count = selectedIds.length;
  return (
    <>
      {count > 0 ? (
        <BulkActionsBar count={count} noun={candidates} onClear={onClearSelection}>
          <Button
            endIcon={<ArrowDropDownIcon />}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            Move to stage…
          </Button>
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {stages.map((stage) => (
              <MenuItem key={stage.key} onClick={() => void moveTo(stage)}>
                {stage.name}
              </MenuItem>
            ))}
          </Menu>
          <Button color="error" onClick={() => onReject([...selectedIds])}>
            Reject…
          </Button>
        </BulkActionsBar>
      ) : null}
      {bulkResult.dialog ? <BulkResultDialog {...bulkResult.dialog} labelOf={labelOf} /> : null}
    </>
  );
}
