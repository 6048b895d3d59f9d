import Alert from '@mui/material/Alert';
import type { SectionProps } from './section-props';

export function CareerSection(_props: SectionProps) {
  return <Alert severity="info">This section is being built.</Alert>;
}
