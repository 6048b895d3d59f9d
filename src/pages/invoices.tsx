import { InvoicesScreen } from '@/features/invoices/invoices-page';

export default InvoicesScreen;
