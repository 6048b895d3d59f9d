import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INVOICE_LANGUAGES } from '@/api/invoices/invoice.schemas';
import { invoiceLanguageLabel } from '@/api/internal-projects/project-detail.schemas';

// The language the invoice PDFs are made in (SPEC §9: en by default).
export function PdfLanguageSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (language: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="PDF language"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 140 }}
    >
      {INVOICE_LANGUAGES.map((code) => (
        <MenuItem key={code} value={code}>
          {invoiceLanguageLabel(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
