import { screen, waitFor, within } from '@testing-library/react';
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

describe('a PDF download in parts', () => {
  it('goes on past a failed part, says which part failed and why, and Retry failed downloads only it', async () => {
    const invoices = (await getTenantDb('acme')).invoices
      .all()
      .slice(0, 3)
      .map(({ id, number }) => ({ id, number }));
    // The first part gets a server fault; the second and the retry pass.
    setFault({ method: 'GET', path: 'invoices/generate-pdf', status: 502, times: 1 });
    const { user } = await renderScreen(() => <InvoiceFileButtons invoices={invoices} />, {
      url: '/invoices',
      as: 'admin@acme.test',
      ready: () => screen.findByRole('button', { name: 'Download PDF' }),
    });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const result = await screen.findByRole('dialog', { name: 'Download PDFs' }, { timeout: 15_000 });
    expect(saved.map((file) => file.fileName)).toEqual([`invoice-${invoices[2]?.number}-2.pdf`]);
    expect(result).toHaveAccessibleDescription('1 done, 2 not done: a request failed.');
    expect(within(result).getByRole('list', { name: 'Failed' })).toHaveTextContent(
      `Part 1 of 2: ${invoices[0]?.number} to ${invoices[1]?.number}the server failed (502)`,
    );

    await user.click(within(result).getByRole('button', { name: 'Retry failed' }));
    await waitFor(() => expect(result).toHaveAccessibleDescription('3 done.'), { timeout: 15_000 });
    expect(saved.map((file) => file.fileName)).toEqual([
      `invoice-${invoices[2]?.number}-2.pdf`,
      'invoices-1.zip',
    ]);
    const asked = sentTo(sent, 'invoices/generate-pdf', 'GET').map((request) =>
      request.query.getAll('ids[]'),
    );
    const [first, second, third] = invoices.map((invoice) => String(invoice.id));
    expect(asked).toEqual([[first, second], [third], [first, second]]);
  });
});
