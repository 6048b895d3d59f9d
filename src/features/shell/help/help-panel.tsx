import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCurrentUser } from '@/api/users/user.queries';
import { HELP_LINKS } from './help-links';

// The help message: a greeting, support contacts, a call to book, and a way to ask for a feature.
export function HelpPanel({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { user } = useCurrentUser();
  const headingId = useId();
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 340, p: 2 } } }}
    >
      <Typography id={headingId} variant="h3" component="h2" gutterBottom>
        {user ? `Hi ${user.first_name}, how can we help?` : 'How can we help?'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Our support team answers on working days. Write to us, book a short call, or tell us what would make
        your work easier.
      </Typography>
      <Stack spacing={1}>
        <Box>
          <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
            E-mail:{' '}
          </Typography>
          <Link href={`mailto:${HELP_LINKS.supportEmail}`}>{HELP_LINKS.supportEmail}</Link>
        </Box>
        {HELP_LINKS.supportPhone ? (
          <Box>
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              Phone:{' '}
            </Typography>
            <Link href={`tel:${HELP_LINKS.supportPhone.replace(/\s+/g, '')}`}>{HELP_LINKS.supportPhone}</Link>
          </Box>
        ) : null}
        <Button variant="contained" href={HELP_LINKS.bookCallUrl} target="_blank" rel="noopener noreferrer">
          Book a call
        </Button>
        <Button variant="outlined" href={HELP_LINKS.featureCardUrl} target="_blank" rel="noopener noreferrer">
          Suggest a feature
        </Button>
      </Stack>
    </Popover>
  );
}
