import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The screen's code loads after the frame, its header and a skeleton showing meanwhile: what the frame
// carries stays within every route's first-load budget (docs/adding-a-domain.md §3).
const loading = () => <ScreenLoading title="Invoices" label="Loading the invoices" rows={10} />;
const InvoicesView = dynamic(
  () => import('./invoices-view').then((module) => mountInSlices(module.InvoicesView, loading)),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function InvoicesPage() {
  return <InvoicesView />;
}

export const InvoicesScreen = defineScreen(InvoicesPage, {
  title: 'Invoices',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.invoiceView,
  // Loaded here only (SPEC §4): currencies' order, and the managers and VATs the filters name.
  referenceData: ['applicationConfigs', 'projectManagers', 'vats'],
  loadView: () => import('./invoices-view'),
});
