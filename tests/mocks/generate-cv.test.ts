import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { PERMISSIONS } from '@/lib/permissions';
import { cvFileName, winAnsiText } from '@/mocks/files/cv-pdf';
import { attachment } from '@/mocks/routing/file-response';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, login, revoke, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

async function download(token: string, query: string) {
  const response = await fetch(tenantUrl('acme', `generate-cv?${query}`), { headers: bearer(token) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const text = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.slice(0, length));

describe('GET generate-cv', () => {
  it('one id gives a real A4 PDF named after the person', async () => {
    const token = await login('sale@acme.test');
    const { response, bytes } = await download(token, 'ids[]=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Nino Beridze CV.pdf"; filename*=UTF-8''Nino%20Beridze%20CV.pdf`,
    );
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(text(bytes, 5)).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Nino Beridze CV');
    expect(pdf.getAuthor()).toBe('Acme Consulting');
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('several ids give CVs.zip holding one PDF per person', async () => {
    const token = await login('admin@acme.test');
    const { response, bytes } = await download(token, 'ids[]=1&ids[]=2&ids[]=3');
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="CVs.zip"');
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const zip = await JSZip.loadAsync(bytes);
    const names = Object.keys(zip.files);
    expect(names).toEqual(['Nino Beridze CV.pdf', 'Giorgi Kapanadze CV.pdf', 'Mariam Lomidze CV.pdf']);
    const first = await zip.file('Mariam Lomidze CV.pdf')?.async('uint8array');
    expect(first && text(first, 5)).toBe('%PDF-');
  });

  it('accepts ids=1&ids=2 too; an unknown id is a 404; no ids is a 422', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect((await download(token, 'ids=1&ids=2')).response.headers.get('content-type')).toBe(
      'application/zip',
    );
    const missing = await download(token, 'ids[]=1&ids[]=99999');
    expect(missing.response.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(missing.bytes))).toEqual({ message: 'Not found.' });
    expect((await download(token, '')).response.status).toBe(422);
    const tooMany = await download(token, Array.from({ length: 501 }, (_, i) => `ids[]=${i + 1}`).join('&'));
    expect(JSON.parse(new TextDecoder().decode(tooMany.bytes))).toMatchObject({
      errors: { ids: ['The ids field must not have more than 500 items.'] },
    });
  });

  it('needs employee::view', async () => {
    await revoke('acme', 'sale@acme.test', PERMISSIONS.employeeView);
    expect((await download(await login('sale@acme.test'), 'ids[]=1')).response.status).toBe(403);
  });
});

describe('CV file helpers', () => {
  it('names files after the person, without characters file systems refuse', () => {
    expect(cvFileName('Ana Tsereteli')).toBe('Ana Tsereteli CV.pdf');
    expect(cvFileName('A/B: "C"')).toBe('A B C CV.pdf');
    expect(cvFileName('  ')).toBe('Employee CV.pdf');
  });

  it('keeps the text the standard PDF fonts can draw', () => {
    expect(winAnsiText('Niš Kraków')).toBe('Nis Krakow');
    expect(winAnsiText('ნინო')).toBe('????');
  });

  it('sends an ASCII file name and the exact one, encoded', () => {
    expect(attachment('Łukasz Żółć CV.pdf')).toBe(
      `attachment; filename="_ukasz Zo_c CV.pdf"; filename*=UTF-8''%C5%81ukasz%20%C5%BB%C3%B3%C5%82%C4%87%20CV.pdf`,
    );
  });
});
