import { screen } from '@testing-library/react';
import { InvoicePdfPreview } from '@/features/invoices/files/invoice-pdf-preview';
import { getTenantDb } from '@/mocks/db';
import { choose } from '../../../support/form-input';
import { setupMockApi } from '../../../support/mock-api';
import { renderScreen } from '../../../support/render-screen';
import { lastSent, recordEachCase } from '../../../support/sent-requests';

// pdf.js needs a real browser (canvas, DOMMatrix); here the viewer shows what it was given. The
// end-to-end suite draws the real pages.
vi.mock('@/components/pdf-viewer/pdf-viewer', async () => {
  const { createElement } = await import('react');
  return {
    PdfViewer: ({ data, title }: { data: ArrayBuffer | Uint8Array; title: string }) => {
      const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
      return createElement(
        'div',
        { role: 'document', 'aria-label': title },
        new TextDecoder().decode(bytes.slice(0, 5)),
      );
    },
  };
});

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
