import Archive from '@mui/icons-material/Archive';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Description from '@mui/icons-material/Description';
import Unarchive from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState } from 'react';
import { generateCvs } from '@/api/cvs/generate-cv';
import { useActivateUsers, useArchiveUsers, useDeleteUsers } from '@/api/users/user-bulk.mutations';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';
import { BulkActionsBar } from '@/components/list/bulk-actions-bar';
import type { DirectoryStatus } from '@/lib/employee-directory';

function people(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}

type Action = 'archive' | 'activate' | 'delete';

const ACTIONS: Record<
  Action,
  {
    title: (n: number) => string;
    description: (n: number) => string;
    confirm: string;
    done: (n: number) => string;
  }
> = {
  archive: {
    title: (n) => `Archive ${people(n)}?`,
    description: (n) =>
      `${people(n)} will move to Archived and stop appearing in planning. You can activate them again later.`,
    confirm: 'Archive',
    done: (n) => `${people(n)} archived`,
  },
  activate: {
    title: (n) => `Activate ${people(n)}?`,
    description: (n) => `${people(n)} will be active again.`,
    confirm: 'Activate',
    done: (n) => `${people(n)} activated`,
  },
  delete: {
    title: (n) => `Delete ${people(n)}?`,
    description: (n) => `${people(n)} and their profiles will be deleted for good. This cannot be undone.`,
    confirm: 'Delete',
    done: (n) => `${people(n)} deleted`,
  },
};

// What can be done to the selected people at once; destructive actions ask first and name how many.
export function EmployeeBulkActions({
  selectedIds,
  status,
  canDelete,
  onDone,
}: {
  selectedIds: number[];
  status: DirectoryStatus;
  canDelete: boolean;
  onDone: () => void;
}) {
  const [pending, setPending] = useState<Action | null>(null);
  const archive = useArchiveUsers();
  const activate = useActivateUsers();
  const remove = useDeleteUsers();
  const download = useDownload();
  const mutations = { archive, activate, delete: remove };
  const count = selectedIds.length;

  const confirm = () => {
    if (!pending) return;
    const action = pending;
    mutations[action].mutate(selectedIds, {
      onSuccess: () => {
        enqueueSnackbar(ACTIONS[action].done(count), { variant: 'success' });
        onDone();
      },
      onSettled: () => setPending(null),
    });
  };

  const generate = () =>
    void download.start(count === 1 ? 'Preparing the CV…' : `Preparing ${count} CVs…`, (onProgress) =>
      generateCvs(selectedIds, onProgress),
    );

  return (
    <>
      <BulkActionsBar count={count} noun={people} onClear={onDone}>
        <Button startIcon={<Description />} onClick={generate} disabled={download.state.status === 'running'}>
          {count === 1 ? 'Generate CV' : 'Generate CVs'}
        </Button>
        {status === 'active' && canDelete ? (
          <Button startIcon={<Archive />} onClick={() => setPending('archive')}>
            Archive
          </Button>
        ) : null}
        {status === 'archived' && canDelete ? (
          <Button startIcon={<Unarchive />} onClick={() => setPending('activate')}>
            Activate
          </Button>
        ) : null}
        {canDelete ? (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setPending('delete')}>
            Delete
          </Button>
        ) : null}
      </BulkActionsBar>
      {pending ? (
        <ConfirmDialog
          open
          title={ACTIONS[pending].title(count)}
          description={ACTIONS[pending].description(count)}
          confirmLabel={ACTIONS[pending].confirm}
          destructive={pending !== 'activate'}
          busy={mutations[pending].isPending}
          onClose={() => setPending(null)}
          onConfirm={confirm}
        />
      ) : null}
      <DownloadProgress state={download.state} onClose={download.reset} />
    </>
  );
}
