import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail, INVALID_EMAIL_MESSAGE } from '@/lib/validation';

export const REPORT_DIALOG_TEXT = {
  title: "We're sorry, something went wrong on our side.",
  subtitle:
    'Our team has been notified. If you would like to help, tell us what happened below in as much detail as you can.',
  labelName: 'Name',
  labelEmail: 'Email',
  labelComments: 'What happened?',
  labelClose: 'Close',
  labelSubmit: 'Send crash report',
  successMessage: 'Hooray! Your feedback has been sent. Thank you!',
} as const;

export type ReportValues = { name: string; email: string; comments: string };

type Props = {
  open: boolean;
  defaultName?: string;
  defaultEmail?: string;
  onSend: (values: ReportValues) => Promise<void>;
  onClose: () => void;
};

// The crash report dialog of SPEC §8: name, email and comments, close and send, then 'Hooray!'.
export function ReportDialog({ open, defaultName = '', defaultEmail = '', onSend, onClose }: Props) {
  const titleId = useId();
  const [values, setValues] = useState<ReportValues>({
    name: defaultName,
    email: defaultEmail,
    comments: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ReportValues, string>>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!values.name.trim()) next.name = 'Name is required';
    if (!isValidEmail(values.email.trim())) next.email = INVALID_EMAIL_MESSAGE;
    if (!values.comments.trim()) next.comments = 'Please describe what happened';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setState('sending');
    try {
      await onSend(values);
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const field = (name: keyof ReportValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{REPORT_DIALOG_TEXT.title}</DialogTitle>
        <DialogContent>
          {state === 'sent' ? (
            <Alert severity="success">{REPORT_DIALOG_TEXT.successMessage}</Alert>
          ) : (
            <Stack spacing={2}>
              <DialogContentText>{REPORT_DIALOG_TEXT.subtitle}</DialogContentText>
              {state === 'failed' ? (
                <Alert severity="error">The report could not be sent. Please try again.</Alert>
              ) : null}
              <TextField
                label={REPORT_DIALOG_TEXT.labelName}
                autoComplete="name"
                required
                {...field('name')}
              />
              <TextField
                label={REPORT_DIALOG_TEXT.labelEmail}
                type="email"
                autoComplete="email"
                required
                {...field('email')}
              />
              <TextField
                label={REPORT_DIALOG_TEXT.labelComments}
                multiline
                minRows={4}
                required
                {...field('comments')}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{REPORT_DIALOG_TEXT.labelClose}</Button>
          {state === 'sent' ? null : (
            <Button type="submit" variant="contained" loading={state === 'sending'}>
              {REPORT_DIALOG_TEXT.labelSubmit}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
