import { screen, waitFor } from '@testing-library/react';
import JSZip from 'jszip';
import { InvoiceFileButtons } from '@/features/invoices/files/invoice-file-buttons';
import { getTenantDb } from '@/mocks/db';
import { setFault } from '@/mocks/scenarios';
import { setupMockApi } from '../../../support/mock-api';
import { renderScreen } from '../../../support/render-screen';
import { recordEachCase, sentTo } from '../../../support/sent-requests';

const saved = vi.hoisted(() => [] as { blob: Blob; fileName: string }[]);
vi.mock('@/components/download/save-blob', () => ({
  saveBlob: (blob: Blob, fileName: string) => saved.push({ blob, fileName }),
}));
// Parts of 2 rather than 200, so a selection in parts stays small (the seed has fewer than 201).
vi.mock('@/lib/id-batches', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/id-batches')>();
  return { ...actual, idBatches: <T,>(ids: readonly T[]) => actual.idBatches(ids, 2) };
});

setupMockApi();
const sent = recordEachCase();
beforeEach(() => {
  saved.length = 0;
});

async function openButtons(count: number) {
  const invoices = (await getTenantDb('acme')).invoices
    .all()
    .slice(0, count)
    .map(({ id, number }) => ({ id, number }));
  const rendered = await renderScreen(() => <InvoiceFileButtons invoices={invoices} />, {
    url: '/invoices',
    as: 'admin@acme.test',
    ready: () => screen.findByRole('button', { name: 'Download PDF' }),
  });
  return { ...rendered, invoices };
}

const askedIds = () =>
  sentTo(sent, 'invoices/generate-pdf', 'GET').map((request) => request.query.getAll('ids[]'));

describe('a PDF download in parts', () => {
  it('saves one invoices.zip with every PDF, the lone last one too', async () => {
    const { user, invoices } = await openButtons(3);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Downloaded invoices.zip', {}, { timeout: 15_000 })).toBeInTheDocument();
    const [first, second, third] = invoices.map((invoice) => String(invoice.id));
    expect(askedIds()).toEqual([[first, second], [third]]);
    expect(saved.map((file) => file.fileName)).toEqual(['invoices.zip']);
    const zip = await JSZip.loadAsync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    expect(Object.keys(zip.files)).toEqual(invoices.map((invoice) => `invoice-${invoice.number}.pdf`));
  });

  it("a failed part fails the download with SPEC §8's text and saves nothing; asking again saves the zip", async () => {
    const { user, invoices } = await openButtons(3);
    // The first part gets a server fault; the next try passes.
    setFault({ method: 'GET', path: 'invoices/generate-pdf', status: 502, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('unexpected error occurred please try again later', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['invoices.zip']), {
      timeout: 15_000,
    });
    const [first, second, third] = invoices.map((invoice) => String(invoice.id));
    expect(askedIds()).toEqual([[first, second], [first, second], [third]]);
  });
});
