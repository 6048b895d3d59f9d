import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ConfirmDialogProps } from '@/components/feedback/confirm-dialog';
import { DRAFT_COOKIE_DAYS } from '@/lib/drafts';
import { relativeTime } from '@/lib/relative-time';

// Loaded when the user asks to discard: the form opens without it.
const ConfirmDialog = dynamic<ConfirmDialogProps>(() =>
  import('@/components/feedback/confirm-dialog').then((module) => module.ConfirmDialog),
);

// Tells the user the form came back from a draft, and lets them start over after confirming.
export function AddEmployeeDraftNotice({
  savedAt,
  onDiscard,
}: {
  savedAt: Date | null;
  onDiscard: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Alert
        severity="info"
        role="status"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => setConfirming(true)}>
            Discard draft
          </Button>
        }
      >
        <AlertTitle>Draft restored</AlertTitle>
        {savedAt
          ? `What you entered ${relativeTime(savedAt)} is back. `
          : 'What you entered before is back. '}
        {`It is kept in this browser, for you only, until you save the employee, log out or your session ends (${DRAFT_COOKIE_DAYS} days at most).`}
      </Alert>
      {confirming ? (
        <ConfirmDialog
          open
          title="Discard the draft?"
          description="Everything entered in this form will be cleared. This cannot be undone."
          confirmLabel="Discard draft"
          destructive
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDiscard();
          }}
        />
      ) : null}
    </>
  );
}
