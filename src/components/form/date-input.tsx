import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

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

// The placeholder is the field's own size (a filter bar's day is wider than the default), so the bar
// does not re-flow when the pickers arrive. next/dynamic hands its placeholder no props: the size comes
// by context.
const DEFAULT_WIDTH = 176;
const HEIGHT = { small: 40, medium: 56 } as const;
const PlaceholderSize = createContext<{ width: number; height: number }>({
  width: DEFAULT_WIDTH,
  height: HEIGHT.medium,
});

function DateInputPlaceholder() {
  const { width, height } = useContext(PlaceholderSize);
  return (
    <Skeleton
      variant="rounded"
      width={width}
      height={height}
      sx={{ flexShrink: 0 }}
      role="progressbar"
      aria-label="Loading date field"
    />
  );
}

const DateInputPicker = dynamic<DateInputProps>(
  () => import('./date-input-picker').then((module) => module.DateInputPicker),
  { ssr: false, loading: () => <DateInputPlaceholder /> },
);

// DateField's look and keyboard (dd/MM/yyyy, a calendar) for a value held outside a form: a filter, a
// dialog with its own state. The pickers load while the rest of the screen is already usable.
export function DateInput(props: DateInputProps) {
  const { width = DEFAULT_WIDTH, size = 'medium' } = props;
  const placeholder = useMemo(() => ({ width, height: HEIGHT[size] }), [width, size]);
  return (
    <PlaceholderSize.Provider value={placeholder}>
      <DateInputPicker {...props} />
    </PlaceholderSize.Provider>
  );
}
