import Check from '@mui/icons-material/Check';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useEffect, useRef, useState } from 'react';
import { COPY_LINK_FEEDBACK_MS } from '@/lib/constants';
import { copyText } from './copy-text';

export const LINK_COPIED = 'Link copied';

export type CopyLinkButtonProps = {
  // The address to copy; read when clicked, so it can depend on the page's origin or be asked for
  // (made by the API); a failed ask is told by the caller.
  url: () => string | Promise<string>;
  // The button's visible text (variant 'button').
  text?: string;
  // The button's accessible name: "Copy link to Nino Beridze CV".
  label: string;
  // An icon in a table row, or a labelled button in a toolbar.
  variant?: 'icon' | 'button';
};

// Copies a link and says so for COPY_LINK_FEEDBACK_MS (SPEC §9: one second), then goes back to rest.
export function CopyLinkButton({ url, label, text = 'Copy link', variant = 'icon' }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let address: string;
    try {
      address = await url();
    } catch {
      return;
    }
    if (!(await copyText(address))) {
      enqueueSnackbar('The link could not be copied. Copy it from the address bar instead.', {
        variant: 'error',
      });
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_LINK_FEEDBACK_MS);
  };

  const feedback = copied ? (
    <Typography role="status" variant="body2" color="success.main" sx={{ whiteSpace: 'nowrap' }}>
      {LINK_COPIED}
    </Typography>
  ) : null;

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {variant === 'button' ? (
        <Button
          variant="outlined"
          startIcon={copied ? <Check color="success" /> : <LinkIcon />}
          aria-label={label}
          onClick={() => void copy()}
        >
          {text}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={() => void copy()}>
            {copied ? <Check color="success" /> : <LinkIcon />}
          </IconButton>
        </Tooltip>
      )}
      {feedback}
    </Box>
  );
}
