// @vitest-environment jsdom
import JSZip from 'jszip';
import { ApiError } from '@/api/api-error';
import { fileNameFromContentDisposition } from '@/api/content-disposition';
import { CV_FILE_NAME, CVS_ZIP_NAME, generateCvs } from '@/api/cvs/generate-cv';
import { progressOf } from '@/api/file-download';
import { PERMISSIONS } from '@/lib/permissions';
import { getTenantDb } from '@/mocks/db';
import { setFault } from '@/mocks/scenarios';
import { answerWith } from '../support/answer-with';
import { allowInvalidRequests } from '../support/contract-check';
import { setupMockApi, signIn } from '../support/mock-api';
import { lastSent, recordEachCase } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const head = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.slice(0, length));

describe('generateCvs', () => {
  it('one id: GET generate-cv?ids[]=1, a PDF named from Content-Disposition, progress to 1', async () => {
    await signIn('sale@acme.test');
    const progress: (number | null)[] = [];
    const { blob, fileName } = await generateCvs([1], (fraction) => progress.push(fraction));
    const request = lastSent(sent, 'generate-cv', 'GET');
    expect(request.query.getAll('ids[]')).toEqual(['1']);
    expect(fileName).toBe('Nino Beridze CV.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(head(await bytesOf(blob), 5)).toBe('%PDF-');
    expect(progress.at(-1)).toBe(1);
  });

  it('several ids: ids[]=…&ids[]=…, a ZIP named CVs.zip whatever the header says', async () => {
    await signIn('admin@acme.test');
    const { blob, fileName } = await generateCvs([2, 3]);
    expect(lastSent(sent, 'generate-cv').query.getAll('ids[]')).toEqual(['2', '3']);
    expect(fileName).toBe(CVS_ZIP_NAME);
    const bytes = await bytesOf(blob);
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(Object.keys((await JSZip.loadAsync(bytes)).files)).toEqual([
      'Giorgi Kapanadze CV.pdf',
      'Mariam Lomidze CV.pdf',
    ]);
  });

  it('one id without a Content-Disposition file name is CV.pdf', async () => {
    await signIn('admin@acme.test');
    answerWith('GET', 'generate-cv', 200, new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    expect((await generateCvs([1])).fileName).toBe(CV_FILE_NAME);
  });

  it('a failure rejects with an ApiError carrying the status and the message of the JSON inside the body', async () => {
    await signIn('admin@acme.test');
    const missing = await generateCvs([1, 99999]).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: 'Not found.' });

    // No ids at all: a request the contract refuses, sent to see the 422.
    allowInvalidRequests();
    const none = await generateCvs([]).catch((error: unknown) => error);
    expect(none).toMatchObject({ status: 422, fieldErrors: { ids: ['The ids field is required.'] } });

    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id: 2 }), {
      data(user) {
        user.permissions = user.permissions.filter((p) => p !== PERMISSIONS.employeeView);
      },
    });
    await signIn('sale@acme.test');
    await expect(generateCvs([1])).rejects.toMatchObject({
      status: 403,
      message: 'This action is unauthorized.',
    });

    setFault({ method: 'GET', path: 'generate-cv', status: 500 });
    await expect(generateCvs([1])).rejects.toMatchObject({ status: 500, message: 'Server Error' });
  });
});

describe('download helpers', () => {
  it('progress is a fraction of the total, or null while the size is unknown', () => {
    expect(progressOf({ loaded: 50, total: 200 })).toBe(0.25);
    expect(progressOf({ loaded: 50, total: undefined })).toBeNull();
    expect(progressOf({ loaded: 50, total: 0 })).toBeNull();
    expect(progressOf({ loaded: 300, total: 200 })).toBe(1);
  });

  it.each([
    ['attachment; filename="Ana CV.pdf"', 'Ana CV.pdf'],
    [`attachment; filename="Lukasz CV.pdf"; filename*=UTF-8''%C5%81ukasz%20CV.pdf`, 'Łukasz CV.pdf'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`, 'fallback.pdf'],
    ['attachment', null],
    ['', null],
  ])('reads the file name of %j', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
