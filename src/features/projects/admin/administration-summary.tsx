import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Project } from '@/api/internal-projects/internal-project.schemas';
import { invoiceLanguageLabel } from '@/api/internal-projects/project-detail.schemas';
import { useVats } from '@/api/vats/vats.reference';
import { StoredFilesField } from '@/components/form/stored-files-field';

// The billing details for someone who may see the project but not change it.
export function AdministrationSummary({ project }: { project: Project }) {
  const vats = useVats();
  const fields = project.administrative_fields;
  const vat = vats.data?.find((item) => item.id === fields?.default_vat_id);
  const rows: [string, string | null | undefined][] = [
    ['Legal name', fields?.legal_name],
    ['Registration number', fields?.registration_number],
    ['VAT number', fields?.vat_number],
    ['Billing address', fields?.billing_address],
    ['Billing e-mail', fields?.billing_email],
    [
      'Payment terms',
      fields?.payment_terms_days === null || fields?.payment_terms_days === undefined
        ? null
        : `${fields.payment_terms_days} days`,
    ],
    ['PO number', fields?.po_number],
    ['Contract number', fields?.contract_number],
    ['Invoice language', fields?.invoice_language ? invoiceLanguageLabel(fields.invoice_language) : null],
    ['Default VAT', fields?.default_vat_id ? (vat?.name ?? `VAT #${fields.default_vat_id}`) : null],
  ];
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Changing these details needs the permission to edit projects.
      </Typography>
      <Box
        component="dl"
        aria-label="Billing details"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {value || 'Not set'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1.5 }}>
        Files
      </Typography>
      <StoredFilesField files={project.media} label="Project files" emptyText="No files yet." />
    </Box>
  );
}
