import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useOrgItemUsers } from '@/api/org-data/org-data.queries';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { subtreeNames, usersText } from '@/lib/org-tree-moves';
import type { OrgListConfig, OrgRowView } from './org-lists';

type Props = { config: OrgListConfig; rows: readonly OrgRowView[]; item: OrgRowView; onClose: () => void };

// Asks first, saying how many people have the item now and what deleting does to them.
export function DeleteOrgItemDialog({ config, rows, item, onClose }: Props) {
  const users = useOrgItemUsers(config.name, item.id);
  const remove = config.mutations.useDelete();
  const below = config.tree ? subtreeNames(rows, item.id) : [];
  const confirm = () => {
    // Deleting before the count is known would skip the question it answers.
    if (users.isPending) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        enqueueSnackbar(`${item.name} deleted`, { variant: 'success' });
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open
      title={`Delete ${item.name}?`}
      description={
        <>
          <p>
            {users.isPending
              ? 'Checking who has it…'
              : users.isError
                ? `Could not check who has this ${config.singular}.`
                : usersText(users.data.length, config.singular, config.deleteEffect)}
          </p>
          {below.length > 0 ? <p>{`Deleted with it: ${below.join(', ')}.`}</p> : null}
        </>
      }
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
