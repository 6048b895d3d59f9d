import { CV_FILE_NAME } from './generate-cv';

// Characters file systems refuse, and control characters.
const UNSAFE = /[\\/:*?"<>|\x00-\x1F]+/g;

// SPEC §7: one CV downloads under the name the server gives (Content-Disposition), else named after
// the CV ('<cv_name>.pdf'), else 'CV.pdf'.
export function cvDownloadName(serverName: string | null | undefined, cvName?: string | null): string {
  const given = serverName?.trim();
  if (given) return given;
  const safe = (cvName ?? '').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  if (!safe) return CV_FILE_NAME;
  return /\.pdf$/i.test(safe) ? safe : `${safe}.pdf`;
}
