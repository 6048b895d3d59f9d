import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type Control } from 'react-hook-form';
import type { NewInvoiceForm } from '@/lib/new-invoice-form';

type Props = {
  control: Control<NewInvoiceForm>;
  existing: readonly { id: number; number: string }[];
  // "Atlas · April 2025 · hours"
  covers: string;
};

// A second invoice for the same project, period and type is warned about; the person may still
// make it (a correction), saying so with the tick, which the API needs (allow_duplicate).
export function DuplicateWarning({ control, existing, covers }: Props) {
  const { field } = useController({ control, name: 'allow_duplicate' });
  if (existing.length === 0) return null;
  const numbers = existing.map((invoice) => invoice.number).join(', ');
  return (
    <Alert severity="warning">
      {numbers} already {existing.length === 1 ? 'covers' : 'cover'} {covers}.
      <FormControlLabel
        sx={{ display: 'flex' }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        }
        label="Create another invoice anyway"
      />
    </Alert>
  );
}
