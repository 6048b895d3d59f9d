import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useSession } from '@/api/use-session';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_DESCRIPTION =
  'The page does not exist, or you do not have access to it. If you followed a link, it may be out of date.';

// What a wrong link shows, wherever it is found out (SPEC §8: /404, a profile's bad id or tab): the one
// wording, a way in (the employees list, or the login when signed out) and a way back.
export function NotFoundView({
  title = NOT_FOUND_TITLE,
  description = NOT_FOUND_DESCRIPTION,
}: {
  title?: string;
  description?: string;
}) {
  const { token } = useSession();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {description}
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
