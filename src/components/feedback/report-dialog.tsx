import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { isValidEmail, INVALID_EMAIL_MESSAGE } from '@/lib/validation';
import { copyText } from '@/components/clipboard/copy-text';

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
  sendFailed: 'The report could not be sent. Please try again.',
  // With error reporting off nothing can leave the browser: said plainly, with the details to pass on.
  notSent:
    'We could not report this error automatically, so nothing about it has been sent. If it keeps happening, copy the details below and pass them on to your administrator.',
  labelDetails: 'Details',
  labelCopy: 'Copy details',
  copied: 'Details copied.',
  copyFailed: 'The details could not be copied: select them and copy them yourself.',
} as const;

export type ReportValues = { name: string; email: string; comments: string };

type Props = {
  open: boolean;
  // Whether a report can be sent at all (error reporting on); without it the dialog offers the details.
  canSend: boolean;
  // What the user can copy when nothing could be sent: the error, where, the page and when.
  details: string;
  defaultName?: string;
  defaultEmail?: string;
  onSend: (values: ReportValues) => Promise<void>;
  onClose: () => void;
};

// The crash report dialog of SPEC §8: name, email and comments, close and send, then 'Hooray!' once the
// report has actually gone. With error reporting off it says that nothing was sent and offers the details.
export function ReportDialog({ canSend, ...props }: Props) {
  return canSend ? <SendReportDialog {...props} /> : <NotSentDialog {...props} />;
}

function NotSentDialog({ open, details, onClose }: Omit<Props, 'canSend'>) {
  const titleId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{REPORT_DIALOG_TEXT.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{REPORT_DIALOG_TEXT.notSent}</DialogContentText>
          <TextField
            label={REPORT_DIALOG_TEXT.labelDetails}
            value={details}
            multiline
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
          />
          <Typography role="status" variant="body2" color={copied === false ? 'error' : 'success.main'}>
            {copied === null ? '' : copied ? REPORT_DIALOG_TEXT.copied : REPORT_DIALOG_TEXT.copyFailed}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{REPORT_DIALOG_TEXT.labelClose}</Button>
        <Button variant="contained" onClick={async () => setCopied(await copyText(details))}>
          {REPORT_DIALOG_TEXT.labelCopy}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SendReportDialog({
  open,
  defaultName = '',
  defaultEmail = '',
  onSend,
  onClose,
}: Omit<Props, 'canSend'>) {
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
              {state === 'failed' ? <Alert severity="error">{REPORT_DIALOG_TEXT.sendFailed}</Alert> : null}
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
