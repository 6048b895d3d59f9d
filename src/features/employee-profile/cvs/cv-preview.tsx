import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useId } from 'react';
import { useCvPdf } from '@/api/cvs/cv.queries';
import type { Cv } from '@/api/cvs/cv.schemas';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import { ErrorState } from '@/components/feedback/error-state';
import { LazyPdfViewer, PdfPagePlaceholder } from '@/components/pdf-viewer/lazy-pdf-viewer';
import { relativeTime } from '@/lib/relative-time';
import { CopyLinkButton } from '@/components/clipboard/copy-link-button';
import { cvPreviewUrl } from '@/lib/cv-links';
import { useCvDownload } from './use-cv-download';

function PreviewOf({ cv, closeHref }: { cv: Cv; closeHref: string }) {
  const { asPath } = useRouter();
  const pdf = useCvPdf(cv);
  const { download, progress } = useCvDownload();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
      >
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id={titleId} variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {cv.cv_name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={cv.variant} color="primary" variant="outlined" />
            {cv.has_file ? <Chip size="small" variant="outlined" label="Uploaded PDF" /> : null}
            <Typography variant="body2" color="text.secondary">
              Updated <time dateTime={cv.updated_at}>{relativeTime(cv.updated_at)}</time>
            </Typography>
          </Box>
        </Box>
        <Button variant="contained" startIcon={<Download />} onClick={() => void download(cv)}>
          Download
        </Button>
        <CopyLinkButton
          variant="button"
          label={`Copy link to ${cv.cv_name}`}
          url={() => cvPreviewUrl(window.location.origin, asPath, cv.id)}
        />
        <Button component={NextLink} href={closeHref} startIcon={<Close />}>
          Close preview
        </Button>
      </Paper>
      {pdf.isPending ? (
        <PdfPagePlaceholder />
      ) : pdf.isError ? (
        <ErrorState
          message="The CV could not be loaded for the preview. Try again, or download it."
          onRetry={() => void pdf.refetch()}
        />
      ) : (
        <LazyPdfViewer
          data={pdf.data}
          title={cv.cv_name}
          unavailable="The preview cannot be shown here. Download the CV to read it."
        />
      )}
      {progress}
    </Box>
  );
}

// The CV preview at the current path with ?tab=preview&cvId={id} (SPEC §2): the PDF drawn in the page,
// with Download, Copy link and Close. A CV that is not this person's says so instead.
export function CvPreview({
  person,
  cvId,
  closeHref,
}: {
  person: UserProfile;
  cvId: number;
  closeHref: string;
}) {
  const cv = person.cvs.find((each) => each.id === cvId);
  if (!cv) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={NextLink} href={closeHref} color="inherit" size="small">
            Close preview
          </Button>
        }
      >
        <AlertTitle>CV not found</AlertTitle>
        {person.name} has no CV with the id {cvId}. It may have been deleted, or the link is for someone
        else&apos;s CV.
      </Alert>
    );
  }
  return <PreviewOf cv={cv} closeHref={closeHref} />;
}
