import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';

// Says why nothing on this profile can be changed (SPEC §4 edit gate).
export function ReadOnlyNotice({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2 }}>
      {reason}
    </Alert>
  );
}
