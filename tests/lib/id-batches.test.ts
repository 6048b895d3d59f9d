import { describe, expect, it } from 'vitest';

import { idBatches, MAX_IDS_PER_REQUEST, partFileName } from '@/lib/id-batches';
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

describe('partFileName', () => {
  it('numbers the parts of a split download before the extension; one part keeps its name', () => {
    expect(partFileName('invoices.zip', 2, 3)).toBe('invoices-2.zip');
    expect(partFileName('invoices.csv', 1, 1)).toBe('invoices.csv');
    expect(partFileName('invoices', 1, 2)).toBe('invoices-1');
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
