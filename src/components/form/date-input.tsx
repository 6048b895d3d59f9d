import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

export type DateInputProps = {
  label: string;
  // 'yyyy-MM-dd', or null when empty.
  value: string | null;
  // A day as 'yyyy-MM-dd'; null once emptied; INVALID_DATE_VALUE for an entry that is no day the rules
  // take (half typed, impossible, out of range).
  onChange: (value: string | null) => void;
  size?: 'small' | 'medium';
  // A button that empties the field (a filter that can be lifted).
  clearable?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  // A fixed width (a filter bar); left out, the field takes the width it is given.
  width?: number;
};

// DateField's look and keyboard (dd/MM/yyyy, a calendar) for a value held outside a form: a filter, a
// dialog with its own state. The pickers load while the rest of the screen is already usable.
export const DateInput = dynamic<DateInputProps>(
  () => import('./date-input-picker').then((m) => m.DateInputPicker),
  {
    ssr: false,
    loading: () => (
      <Skeleton
        variant="rounded"
        width={176}
        height={40}
        role="progressbar"
        aria-label="Loading date field"
      />
    ),
  },
);
