import Alert from '@mui/material/Alert';
import type { UserProfile } from '@/api/users/user-profile.schemas';

export function CvPreview(_props: { person: UserProfile; cvId: number; closeHref: string }) {
  return <Alert severity="info">The CV preview is being built.</Alert>;
}
