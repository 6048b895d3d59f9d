import { cvDownloadName } from '@/api/cvs/cv-file-name';
import { cvPreviewHref, cvPreviewUrl, pathOf } from '@/lib/cv-links';
import { previewCvIdOf } from '@/features/employee-profile/profile-tabs';

describe('the name a downloaded CV is saved under (SPEC §7)', () => {
  it("is the server's Content-Disposition name when there is one", () => {
    expect(cvDownloadName('Nino Beridze CV.pdf', 'Other name')).toBe('Nino Beridze CV.pdf');
  });

  it("else the CV's name as a PDF, without characters file systems refuse", () => {
    expect(cvDownloadName(null, 'Frontend CV')).toBe('Frontend CV.pdf');
    expect(cvDownloadName('  ', 'Tender: A/B "2025"')).toBe('Tender A B 2025.pdf');
    expect(cvDownloadName(null, 'Already.PDF')).toBe('Already.PDF');
  });

  it("else 'CV.pdf'", () => {
    expect(cvDownloadName(null, '')).toBe('CV.pdf');
    expect(cvDownloadName(undefined, ' / ')).toBe('CV.pdf');
    expect(cvDownloadName(null)).toBe('CV.pdf');
  });
});

describe('the preview address (SPEC §2: the current path with ?tab=preview&cvId=)', () => {
  it('is the current path, whatever query or fragment it had, with tab=preview and the cvId', () => {
    expect(cvPreviewHref('/employee/4/cvs', 12)).toBe('/employee/4/cvs?tab=preview&cvId=12');
    expect(cvPreviewHref('/employee/4/cvs?tab=preview&cvId=3#top', 12)).toBe(
      '/employee/4/cvs?tab=preview&cvId=12',
    );
    expect(pathOf('/employee/4/cvs?x=1')).toBe('/employee/4/cvs');
  });

  it('is absolute when shared, and the page reads the CV id back from it', () => {
    const url = cvPreviewUrl('https://acme.example.com', '/employee/4/cvs', 12);
    expect(url).toBe('https://acme.example.com/employee/4/cvs?tab=preview&cvId=12');
    expect(previewCvIdOf(new URL(url).pathname + new URL(url).search)).toBe(12);
  });
});
