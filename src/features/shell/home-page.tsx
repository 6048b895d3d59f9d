import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useSession } from '@/api/use-session';
import { defineScreen } from '@/components/layout/screen';

// The root sends people where they can start: their directory, or log in.
function HomePage() {
  const router = useRouter();
  const { token } = useSession();
  useEffect(() => {
    void router.replace(token ? '/employees' : '/login');
  }, [token, router]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="Opening the portal" />
    </Box>
  );
}

export const HomeScreen = defineScreen(HomePage, { title: '', access: 'public', layout: 'bare' });
