import { visuallyHidden } from '@mui/utils';

// The key help a grid names with aria-describedby, and the polite region that reads the cursor's cell.
export function GridKeyHelp({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <div id={id} style={visuallyHidden}>
      {children}
    </div>
  );
}

export function GridLiveRegion({ label, announcement }: { label?: string; announcement: string }) {
  return (
    <div role="status" aria-live="polite" aria-label={label} style={visuallyHidden}>
      {announcement}
    </div>
  );
}
