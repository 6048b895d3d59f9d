import { screen } from '@testing-library/react';
import { InvoicePdfPreview } from '@/features/invoices/files/invoice-pdf-preview';
import { getTenantDb } from '@/mocks/db';
import { choose } from '../../../support/form-input';
import { setupMockApi } from '../../../support/mock-api';
import { renderScreen } from '../../../support/render-screen';
import { lastSent, recordEachCase } from '../../../support/sent-requests';

// pdf.js needs a real browser: the viewer shows what it was given.
vi.mock('@/components/pdf-viewer/pdf-viewer', () => import('../../../support/pdf-viewer-stub'));

setupMockApi();
const sent = recordEachCase();

describe("the drawer's PDF preview", () => {
  it('shows the invoice as its PDF in English, and again in the language chosen', async () => {
    const seeded = (await getTenantDb('acme')).invoices.all()[0]!;
    const invoice = { id: seeded.id, number: seeded.number };
    const { user } = await renderScreen(() => <InvoicePdfPreview invoice={invoice} />, {
      url: `/invoices?invoice=${invoice.id}`,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('document', { name: `Invoice ${invoice.number}` }),
    });
    expect(screen.getByRole('document')).toHaveTextContent('%PDF-');
    expect(lastSent(sent, 'invoices/generate-pdf', 'GET').query.get('language')).toBe('en');
    await choose(user, 'PDF language', 'Georgian');
    await screen.findByRole('document');
    expect(lastSent(sent, 'invoices/generate-pdf', 'GET').query.get('language')).toBe('ka');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
