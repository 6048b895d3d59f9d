import { screen, waitFor } from '@testing-library/react';
import { InvoiceFileButtons } from '@/features/invoices/files/invoice-file-buttons';
import { getTenantDb } from '@/mocks/db';
import { setFault } from '@/mocks/scenarios';
import { choose } from '../../../support/form-input';
import { setupMockApi } from '../../../support/mock-api';
import { renderScreen } from '../../../support/render-screen';
import { recordSavedFiles } from '../../../support/saved-files';
import { lastSent, recordEachCase } from '../../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();
const saved = recordSavedFiles();

async function seededInvoices(count: number) {
  const db = await getTenantDb('acme');
  return db.invoices
    .all()
    .slice(0, count)
    .map(({ id, number }) => ({ id, number }));
}

async function openButtons(count: number) {
  const invoices = await seededInvoices(count);
  const rendered = await renderScreen(() => <InvoiceFileButtons invoices={invoices} />, {
    url: '/invoices',
    as: 'admin@acme.test',
    ready: () => screen.findByRole('button', { name: 'Download PDF' }),
  });
  return { ...rendered, invoices };
}

const startsWith = async (blob: Blob, text: string) =>
  new TextDecoder().decode((await blob.arrayBuffer()).slice(0, text.length)) === text;

describe('invoice downloads', () => {
  it('saves one invoice as its PDF, named after its number, in the language chosen', async () => {
    const { user, invoices } = await openButtons(1);
    await choose(user, 'PDF language', 'Georgian');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(saved[0]?.fileName).toBe(`invoice-${invoices[0]?.number}.pdf`);
    expect(await startsWith(saved[0]!.blob, '%PDF')).toBe(true);
    const request = lastSent(sent, 'invoices/generate-pdf', 'GET');
    expect(request.query.getAll('ids[]')).toEqual([String(invoices[0]?.id)]);
    expect(request.query.get('language')).toBe('ka');
  });

  it('saves several invoices as invoices.zip, in English by default, and their CSV as invoices.csv', async () => {
    const { user } = await openButtons(3);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(saved[0]?.fileName).toBe('invoices.zip');
    expect(await startsWith(saved[0]!.blob, 'PK')).toBe(true);
    expect(lastSent(sent, 'invoices/generate-pdf', 'GET').query.get('language')).toBe('en');
    expect(await screen.findByText('Downloaded invoices.zip')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 15_000 });
    expect(saved[1]?.fileName).toBe('invoices.csv');
    expect(lastSent(sent, 'invoices/generate-csv', 'GET').query.getAll('ids[]')).toHaveLength(3);
  });

  it("says SPEC §8's download failure text and saves nothing when the file cannot be made", async () => {
    setFault({ method: 'GET', path: 'invoices/generate-pdf', status: 500 });
    const { user } = await openButtons(2);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('unexpected error occurred please try again later')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
