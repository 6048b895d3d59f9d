import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState } from 'react';
import {
  useChangeCvVariant,
  useCreateCv,
  useDeleteCv,
  useDuplicateCv,
  useRenameCv,
  useUpdateCv,
  useUploadCvFile,
} from '@/api/cvs/cv.mutations';
import type { Cv } from '@/api/cvs/cv.schemas';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { SectionPanel } from '@/components/layout/section-panel';
import { relativeTime } from '@/lib/relative-time';
import { CvActions, type CvChange } from '../cvs/cv-actions';
import { CvFormDialog } from '../cvs/cv-form-dialog';
import { CvHistoryDialog } from '../cvs/cv-history-dialog';
import { cvPreviewHref, cvPreviewUrl } from '@/lib/cv-links';
import { CvRenameDialog } from '../cvs/cv-rename-dialog';
import { CvUploadDialog } from '../cvs/cv-upload-dialog';
import { CvVariantDialog } from '../cvs/cv-variant-dialog';
import { useCvDownload } from '../cvs/use-cv-download';
import type { SectionProps } from './section-props';

// What is open: the create dialog, or a dialog about one CV (looked up afresh from the profile).
type Open = { kind: 'create' } | { kind: Exclude<CvChange, 'duplicate'> | 'history'; id: number } | null;

const exactTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('en-GB');
};

// The person's CVs: preview, download, share and history for everyone who may see the profile; create,
// edit, rename, change the variant, duplicate, upload a PDF and delete when the profile is editable.
export function CvsSection({ person, editable }: SectionProps) {
  const { asPath } = useRouter();
  const create = useCreateCv(person.id);
  const update = useUpdateCv(person.id);
  const rename = useRenameCv(person.id);
  const changeVariant = useChangeCvVariant(person.id);
  const duplicate = useDuplicateCv(person.id);
  const remove = useDeleteCv(person.id);
  const upload = useUploadCvFile(person.id);
  const { download, progress } = useCvDownload();
  const [open, setOpen] = useState<Open>(null);
  // In the order they were made, so a row stays put when it changes.
  const cvs = person.cvs;
  const current: Cv | null =
    open && open.kind !== 'create' ? (person.cvs.find((cv) => cv.id === open.id) ?? null) : null;
  const close = () => setOpen(null);
  const done = (message: string) => enqueueSnackbar(message, { variant: 'success' });

  const onChange = (cv: Cv, change: CvChange) => {
    if (change !== 'duplicate') {
      setOpen({ kind: change, id: cv.id });
      return;
    }
    duplicate.mutate(cv.id, { onSuccess: (copy) => done(`Duplicated as “${copy.cv_name}”`) });
  };

  return (
    <>
      <SectionPanel
        title="CVs"
        editable={editable}
        addLabel="Create CV"
        onAdd={() => setOpen({ kind: 'create' })}
        isEmpty={cvs.length === 0}
        emptyTitle="No CVs yet"
        emptyDescription={
          editable
            ? 'Create a CV from this profile: pick the sections it shows and a variant.'
            : 'CVs made from this profile show here.'
        }
      >
        <TableContainer>
          <Table aria-label={`CVs of ${person.name}`} size="small">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Variant</TableCell>
                <TableCell>Updated</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cvs.map((cv) => (
                <TableRow key={cv.id} hover>
                  <TableCell component="th" scope="row">
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                        {cv.cv_name}
                      </Typography>
                      {cv.has_file ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          icon={<PictureAsPdf />}
                          label="Uploaded PDF"
                          title="This CV downloads as an uploaded PDF"
                        />
                      ) : null}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={cv.variant} color="primary" variant="outlined" />
                  </TableCell>
                  <TableCell>
                    <time dateTime={cv.updated_at} title={exactTime(cv.updated_at)}>
                      {relativeTime(cv.updated_at)}
                    </time>
                  </TableCell>
                  <TableCell align="right">
                    <CvActions
                      cv={cv}
                      editable={editable}
                      previewHref={cvPreviewHref(asPath, cv.id)}
                      shareUrl={() => cvPreviewUrl(window.location.origin, asPath, cv.id)}
                      onDownload={() => void download(cv)}
                      onHistory={() => setOpen({ kind: 'history', id: cv.id })}
                      onChange={(change) => onChange(cv, change)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </SectionPanel>
      {progress}

      {editable && open?.kind === 'create' ? (
        <CvFormDialog
          cv={null}
          intro={person.brief_intro}
          onClose={close}
          onSave={(values) => create.mutateAsync(values).then((cv) => done(`CV “${cv.cv_name}” created`))}
        />
      ) : null}
      {editable && current && open?.kind === 'edit' ? (
        <CvFormDialog
          key={current.id}
          cv={current}
          intro={person.brief_intro}
          onClose={close}
          onSave={(values) => update.mutateAsync({ id: current.id, ...values }).then(() => done('CV saved'))}
        />
      ) : null}
      {editable && current && open?.kind === 'rename' ? (
        <CvRenameDialog
          cv={current}
          onClose={close}
          onSave={(cvName) =>
            rename.mutateAsync({ id: current.id, cv_name: cvName }).then(() => done('CV renamed'))
          }
        />
      ) : null}
      {editable && current && open?.kind === 'variant' ? (
        <CvVariantDialog
          cv={current}
          onClose={close}
          onSave={(variant) =>
            changeVariant.mutateAsync({ id: current.id, variant }).then(() => done('Variant changed'))
          }
        />
      ) : null}
      {editable && current && open?.kind === 'upload' ? (
        <CvUploadDialog
          cv={current}
          onClose={close}
          onUpload={(file) => upload.mutateAsync({ id: current.id, file }).then(() => done('PDF uploaded'))}
        />
      ) : null}
      {current && open?.kind === 'history' ? <CvHistoryDialog cv={current} onClose={close} /> : null}
      {editable && current && open?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title="Delete this CV?"
          description={`This deletes the CV “${current.cv_name}” and its history. It cannot be undone.`}
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(current.id, {
              onSuccess: () => {
                close();
                done('CV deleted');
              },
            })
          }
          onClose={close}
        />
      ) : null}
    </>
  );
}
