import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useId, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { projectStatusLabel, type Project } from '@/api/internal-projects/internal-project.schemas';
import { useChangeProjectStatus, useDeleteProject } from '@/api/internal-projects/project.mutations';

// The dialogs arrive when first asked for: the page's first load carries only the menu button.
const DeleteProjectDialogs = dynamic(
  () => import('./delete-project-dialogs').then((m) => m.DeleteProjectDialogs),
  { ssr: false },
);

const DELETE_FAILED = 'The project could not be deleted. Please try again.';

// What an action failure says where the error policy has not (it has for a lost connection or session).
const failureText = (error: unknown): string | null => {
  if (!isApiError(error)) return DELETE_FAILED;
  if (error.connection || error.sessionEnd) return null;
  return error.status >= 400 && error.status < 500 && error.message ? error.message : DELETE_FAILED;
};

// The project's less common actions: delete, after asking. Refused because invoices refer to it, the
// API's message is shown with the offer to close the project instead.
export function ProjectActionsMenu({ project }: { project: Project }) {
  const router = useRouter();
  const menuId = useId();
  const buttonId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteProject(project.id);
  const close = useChangeProjectStatus(project.id);

  const confirmDelete = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        enqueueSnackbar(`${project.title} deleted`, { variant: 'success' });
        void router.push('/projects');
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          setConfirming(false);
          setRefusal(error.message);
          return;
        }
        setFailure(failureText(error));
      },
    });
  };

  const setClosingStatus = (status: string) =>
    close.mutate(status, {
      onSuccess: (saved) => {
        setRefusal(null);
        enqueueSnackbar(`Status set to ${projectStatusLabel(saved.status)}`, { variant: 'success' });
      },
    });

  return (
    <>
      <IconButton
        id={buttonId}
        aria-label="Project actions"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            setFailure(null);
            setConfirming(true);
          }}
        >
          Delete project…
        </MenuItem>
      </Menu>
      {confirming || refusal !== null ? (
        <DeleteProjectDialogs
          project={project}
          confirming={confirming}
          deleting={remove.isPending}
          failure={failure}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
          refusal={refusal}
          closing={close.isPending}
          onCloseRefusal={() => setRefusal(null)}
          onSetStatus={setClosingStatus}
        />
      ) : null}
    </>
  );
}
