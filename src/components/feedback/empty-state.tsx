import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      {icon ? <Box sx={{ mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box> : null}
      <Typography variant="h3" component="p" color="text.primary">
        {title}
      </Typography>
      {description ? <Typography sx={{ mt: 1 }}>{description}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}
