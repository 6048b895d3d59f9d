import Box from '@mui/material/Box';

// A toast with an optional bold title over its message.
export function ToastMessage({ title, message }: { title?: string; message: string }) {
  return (
    <Box>
      {title ? (
        <Box component="strong" sx={{ display: 'block' }}>
          {title}
        </Box>
      ) : null}
      <Box component="span">{message}</Box>
    </Box>
  );
}
