import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { addYears, subYears } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { useState, type ReactNode } from 'react';
import { MAX_DATE_DISTANCE_YEARS } from '@/lib/validation';

// Every date picker of the product speaks the same language: day first, weeks from Monday.
export function PickerProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      {children}
    </LocalizationProvider>
  );
}

// The calendar offers no day the rules would refuse (SPEC §5: within 150 years of today).
export function usePickerBounds(): { min: Date; max: Date } {
  const [bounds] = useState(() => {
    const today = new Date();
    return { min: subYears(today, MAX_DATE_DISTANCE_YEARS), max: addYears(today, MAX_DATE_DISTANCE_YEARS) };
  });
  return bounds;
}
