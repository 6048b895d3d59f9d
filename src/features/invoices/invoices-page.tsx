import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Invoices with payment status (paid, not paid, partially paid) and approval status',
  'Bulk approve, reject and delete, with select-all across pages',
  'PDF (one invoice, or invoices.zip) and CSV export',
];

function InvoicesPage() {
  return (
    <PlannedScreen
      title="Invoices"
      summary="Every invoice, its payment and its approval."
      capabilities={CAPABILITIES}
    />
  );
}

export const InvoicesScreen = defineScreen(InvoicesPage, {
  title: 'Invoices',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.invoiceView,
  referenceData: ['currencyRates', 'applicationConfigs', 'projectManagers'],
});
