import { describe, expect, it } from 'vitest';

import { idBatches, MAX_IDS_PER_REQUEST } from '@/lib/id-batches';
import { INVOICES_CSV_NAME, INVOICES_ZIP_NAME, invoicePdfName } from '@/lib/invoice-file-names';

describe('idBatches', () => {
  it('keeps a selection of up to 200 ids in one request', () => {
    const ids = Array.from({ length: MAX_IDS_PER_REQUEST }, (_, i) => i + 1);
    expect(idBatches(ids)).toEqual([ids]);
  });

  it('splits a larger selection into requests of at most 200, in order, losing none', () => {
    const ids = Array.from({ length: 450 }, (_, i) => i + 1);
    const batches = idBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual([200, 200, 50]);
    expect(batches.flat()).toEqual(ids);
  });

  it('gives no request for no ids, and refuses a batch size below one', () => {
    expect(idBatches([])).toEqual([]);
    expect(() => idBatches([1], 0)).toThrow(RangeError);
  });
});

describe('invoice file names', () => {
  it('names one invoice’s PDF after its number, without characters file systems refuse', () => {
    expect(invoicePdfName('INV-2025-0042')).toBe('invoice-INV-2025-0042.pdf');
    expect(invoicePdfName('A/B:1')).toBe('invoice-A-B-1.pdf');
    expect(invoicePdfName(' ')).toBe('invoice-invoice.pdf');
    expect([INVOICES_ZIP_NAME, INVOICES_CSV_NAME]).toEqual(['invoices.zip', 'invoices.csv']);
  });
});
