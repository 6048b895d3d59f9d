import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useCvPdf } from '@/api/cvs/cv.queries';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { ErrorState } from '@/components/feedback/error-state';
import { DrawerSection } from '@/components/layout/drawer-section';
import { LazyPdfViewer, PdfPagePlaceholder } from '@/components/pdf-viewer/lazy-pdf-viewer';
import { positiveIdOf } from '@/lib/positive-id';
import { closesCvPreview, hrefWithQuery, opensCvPreview } from './candidate-address';

type CandidateCv = NonNullable<Candidate['cv']>;

// The CV, previewed in the drawer when the address asks for it (?tab=preview&cvId=, the spec's), so
// the preview can be linked and reloaded.
export function CandidateCvSection({ candidate }: { candidate: Candidate }) {
  const router = useRouter();
  const cv = candidate.cv;
  const previewing =
    cv !== null && router.query.tab === 'preview' && positiveIdOf(router.query.cvId) === cv.id;
  const hrefOf = (query: typeof router.query) => hrefWithQuery(router.asPath, query);
  return (
    <DrawerSection title="CV">
      {cv === null ? (
        <Typography variant="body2">No CV yet.</Typography>
      ) : previewing ? (
        <Box>
          <Button
            component={NextLink}
            href={hrefOf(closesCvPreview(router.query))}
            shallow
            scroll={false}
            startIcon={<Close />}
            sx={{ mb: 1 }}
          >
            Close preview
          </Button>
          <CvPreviewOf cv={cv} version={candidate.last_activity_at} />
        </Box>
      ) : (
        <Link component={NextLink} href={hrefOf(opensCvPreview(router.query, cv.id))} shallow scroll={false}>
          Preview {cv.cv_name}
        </Link>
      )}
    </DrawerSection>
  );
}

// version: anything that changes when the file may have (the PDF is cached by it).
function CvPreviewOf({ cv, version }: { cv: CandidateCv; version: string }) {
  const pdf = useCvPdf({ id: cv.id, updated_at: version });
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
