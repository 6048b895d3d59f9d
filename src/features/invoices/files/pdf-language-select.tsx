import { SelectField } from '@/components/form/select-field';
import { INVOICE_LANGUAGE_OPTIONS } from '../invoice-language-options';

// The language the invoice PDFs are made in (SPEC §9: en by default).
export function PdfLanguageSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (language: string) => void;
}) {
  return (
    <SelectField
      size="small"
      label="PDF language"
      value={value}
      onChange={onChange}
      options={INVOICE_LANGUAGE_OPTIONS}
      sx={{ minWidth: 140 }}
    />
  );
}
