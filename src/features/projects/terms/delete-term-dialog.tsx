import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { useDeleteTerm } from '@/api/terms/term.mutations';
import type { Term } from '@/api/terms/term.schemas';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { rangeText } from './term-format';

const invoicesText = (count: number) =>
  count === 1 ? '1 invoice refers to this term' : `${count} invoices refer to this term`;

// Asks before a term goes, and says first when invoices refer to it (their lines stay, without the
// link). Only then is the delete forced; a refusal because invoices came to refer to it meanwhile is
// shown here, and a second confirmation forces it.
export function DeleteTermDialog({
  projectId,
  term,
  onClose,
}: {
  projectId: number;
  term: Term;
  onClose: () => void;
}) {
  const remove = useDeleteTerm(projectId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const count = term.invoice_count ?? 0;
  const force = count > 0 || refusal !== null;

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync({ termId: term.id, force });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setRefusal(error.message);
      else setFailure('The term was not deleted. Please try again.');
    }
  };

  return (
    <ConfirmDialog
      open
      title="Delete this term?"
      description={
        <Stack spacing={1.5}>
          <Typography>
            {`This deletes the term of ${term.user.name} (${rangeText(term.start_date, term.end_date)}). It cannot be undone.`}
          </Typography>
          {count > 0 || refusal ? (
            <Alert severity="warning">
              {refusal ?? `${invoicesText(count)}.`} The invoices keep their lines, which will no longer point
              to a term.
            </Alert>
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      }
      confirmLabel={force ? 'Delete anyway' : 'Delete'}
      destructive
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
