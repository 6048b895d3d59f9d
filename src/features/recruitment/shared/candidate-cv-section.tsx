import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useMediaBytes } from '@/api/media/media.queries';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { ErrorState } from '@/components/feedback/error-state';
import { DrawerSection } from '@/components/layout/drawer-section';
import { LazyPdfViewer, PdfPagePlaceholder } from '@/components/pdf-viewer/lazy-pdf-viewer';
import { queryWith, useUrlState } from '@/components/url/use-url-state';
import { hrefWithQuery } from '@/lib/href-with-query';
import { cvPreviewUrl } from './candidate-url';

type CandidateCv = NonNullable<Candidate['cv']>;

// The CV, previewed in the drawer when the address asks for it (?tab=preview&cvId=, the spec's), so
// the preview can be linked and reloaded.
export function CandidateCvSection({ candidate }: { candidate: Candidate }) {
  const router = useRouter();
  const [previewed] = useUrlState(cvPreviewUrl);
  const cv = candidate.cv;
  const previewing = cv !== null && previewed === cv.id;
  // The page's own path with the preview opened or closed, the rest of the query kept.
  const hrefOf = (cvId: number | null) =>
    hrefWithQuery(router.asPath.split(/[?#]/)[0] ?? '', queryWith(router.query, cvPreviewUrl.write(cvId)));
  return (
    <DrawerSection title="CV">
      {cv === null ? (
        <Typography variant="body2">No CV yet.</Typography>
      ) : previewing ? (
        <Box>
          <Button
            component={NextLink}
            href={hrefOf(null)}
            shallow
            scroll={false}
            startIcon={<Close />}
            sx={{ mb: 1 }}
          >
            Close preview
          </Button>
          <CvPreviewOf cv={cv} />
        </Box>
      ) : (
        <Link component={NextLink} href={hrefOf(cv.id)} shallow scroll={false}>
          Preview {cv.cv_name}
        </Link>
      )}
    </DrawerSection>
  );
}

// Only a PDF is drawn in the page; a DOCX is downloaded from the full profile.
const isPdfName = (name: string) => !/\.(docx?|odt|rtf)$/i.test(name);

// The uploaded file (a stored file: GET media/{id}).
function CvPreviewOf({ cv }: { cv: CandidateCv }) {
  const pdf = useMediaBytes(isPdfName(cv.cv_name) ? cv.id : null);
  if (!isPdfName(cv.cv_name)) {
    return (
      <Typography variant="body2">
        {cv.cv_name} is a Word document: it cannot be previewed here. Open the full profile to download it.
      </Typography>
    );
  }
  if (pdf.isPending) return <PdfPagePlaceholder />;
  if (pdf.isError) {
    return (
      <ErrorState message="The CV could not be loaded for the preview." onRetry={() => void pdf.refetch()} />
    );
  }
  return (
    <LazyPdfViewer
      data={pdf.data}
      title={cv.cv_name}
      unavailable="The preview cannot be shown here. Open the full profile to download the CV."
    />
  );
}
