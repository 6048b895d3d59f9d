import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useSession } from '@/api/use-session';
import { defineScreen } from '@/components/layout/screen';

// Where unknown pages and refused page data land (SPEC §8).
function NotFoundPage() {
  const { token } = useSession();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page does not exist, or you do not have access to it. If you followed a link, it may be out of
        date.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {token ? (
          <Button variant="contained" component={NextLink} href="/employees">
            Go to employees
          </Button>
        ) : (
          <Button variant="contained" component={NextLink} href="/login">
            Log in
          </Button>
        )}
        <Button onClick={() => window.history.back()}>Go back</Button>
      </Box>
    </Box>
  );
}

export const NotFoundScreen = defineScreen(NotFoundPage, {
  title: 'Page not found',
  access: 'public',
  layout: 'auth',
});
