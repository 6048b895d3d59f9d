import { INVOICES_CSV_NAME, INVOICES_ZIP_NAME, invoicePdfName } from '@/lib/invoice-file-names';
import { MAX_IDS_PER_REQUEST } from '@/lib/id-batches';
import { PERMISSIONS } from '@/lib/permissions';
import { mockDbConfig } from '../db/mock-db';
import { MOCK_ORGANIZATIONS } from '../db/organizations';
import type { TenantDb } from '../db/tenant-db';
import { zipFiles } from '../files/cv-pdf';
import { invoicesCsv } from '../files/invoice-csv';
import { isInvoiceLanguage, renderInvoicePdf } from '../files/invoice-pdf';
import { fileResponse } from '../routing/file-response';
import { queryIds } from '../routing/ids';
import { fieldError, notFound } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { invoiceLookup, toInvoice } from '../db/invoice-view';

// The invoice files (SPEC §7): GET invoices/generate-pdf?ids[]=…&language=en gives one invoice's PDF
// (invoice-<number>.pdf) or a ZIP of them (invoices.zip); GET invoices/generate-csv?ids[]=… the CSV
// (invoices.csv). At most 200 ids a request (the client splits larger selections); an unknown id is
// a 404 and nothing is made. invoice::view.

// The invoices in the order asked, or 404 when one is missing.
function invoicesOf(db: TenantDb, url: URL) {
  const ids = queryIds(url);
  if (ids.length > MAX_IDS_PER_REQUEST) {
    throw fieldError('ids', `The ids field must not have more than ${MAX_IDS_PER_REQUEST} items.`);
  }
  const wanted = new Set(ids);
  const rows = new Map(
    db.invoices.findMany((q) => q.where({ id: (id) => wanted.has(id) })).map((row) => [row.id, row]),
  );
  const lookup = invoiceLookup(db);
  return ids.map((id) => {
    const row = rows.get(id);
    if (!row) throw notFound();
    return toInvoice(row, lookup);
  });
}

const organizationOf = (db: TenantDb) =>
  MOCK_ORGANIZATIONS.find((organization) => organization.tenant === db.tenant)?.name ?? db.tenant;

const pdf = tenantRoute(
  'GET',
  'invoices/generate-pdf',
  async ({ db, url }) => {
    const language = url.searchParams.get('language') || 'en';
    if (!isInvoiceLanguage(language)) throw fieldError('language', 'The selected language is invalid.');
    const invoices = invoicesOf(db, url);
    const createdAt = mockDbConfig().referenceDate;
    const organization = organizationOf(db);
    const files = [];
    for (const [index, invoice] of invoices.entries()) {
      // Each PDF takes a few milliseconds: let the page breathe between batches.
      if (index > 0 && index % 25 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
      files.push({
        name: invoicePdfName(invoice.number),
        bytes: await renderInvoicePdf(invoice, { language, organization, createdAt }),
      });
    }
    const [only] = files;
    if (files.length === 1 && only) return fileResponse(only.bytes, 'application/pdf', only.name);
    return fileResponse(await zipFiles(files, createdAt), 'application/zip', INVOICES_ZIP_NAME);
  },
  { permission: PERMISSIONS.invoiceView },
);

const csv = tenantRoute(
  'GET',
  'invoices/generate-csv',
  ({ db, url }) =>
    fileResponse(
      new TextEncoder().encode(invoicesCsv(invoicesOf(db, url))),
      'text/csv; charset=utf-8',
      INVOICES_CSV_NAME,
    ),
  { permission: PERMISSIONS.invoiceView },
);

export const invoiceFileHandlers = [pdf, csv];
