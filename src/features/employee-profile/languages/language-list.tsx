import Download from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UserLanguage } from '@/api/languages/language.schemas';
import { downloadLanguageCertificates } from '@/api/languages/languages.api';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';
import { EditDeleteActions } from '@/components/feedback/edit-delete-actions';
import { AttachmentList } from '@/components/media/attachment-list';

export type NamedUserLanguage = UserLanguage & { name: string | null; levelName: string | null };

export type LanguageListProps = {
  label: string;
  userId: number;
  languages: readonly NamedUserLanguage[];
  namesLoading: boolean;
  editable: boolean;
  onEdit: (language: NamedUserLanguage) => void;
  onDelete: (language: NamedUserLanguage) => Promise<unknown>;
};

const plainName = (language: NamedUserLanguage) => language.name ?? `Language #${language.language_id}`;

// Each language with its level and certificates; the certificates download together as a ZIP.
export function LanguageList({
  label,
  userId,
  languages,
  namesLoading,
  editable,
  onEdit,
  onDelete,
}: LanguageListProps) {
  const download = useDownload();
  const downloading = download.state.status === 'running';
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {languages.map((language) => {
          const name = plainName(language);
          return (
            <Box
              component="li"
              key={language.language_id}
              sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                  {language.name ?? (namesLoading ? <Skeleton width={100} /> : name)}
                </Typography>
                <Chip
                  size="small"
                  label={`Level: ${language.levelName ?? (namesLoading ? '…' : `#${language.level}`)}`}
                />
                <Box sx={{ flex: 1 }} />
                {language.certificates.length > 0 ? (
                  <Button
                    size="small"
                    startIcon={<Download aria-hidden />}
                    disabled={downloading}
                    aria-label={`Download certificates of ${name}`}
                    onClick={() =>
                      void download.start(`Preparing the ${name} certificates…`, (onProgress) =>
                        downloadLanguageCertificates(userId, { id: language.language_id, name }, onProgress),
                      )
                    }
                  >
                    Download certificates
                  </Button>
                ) : null}
                {editable ? (
                  <EditDeleteActions
                    name={name}
                    what={`the language “${name}” and its certificates`}
                    onEdit={() => onEdit(language)}
                    onDelete={() => onDelete(language)}
                  />
                ) : null}
              </Box>
              <Box sx={{ mt: 1 }}>
                {language.certificates.length > 0 ? (
                  <AttachmentList
                    media={language.certificates}
                    userId={userId}
                    editable={editable}
                    label={`Certificates of ${name}`}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    No certificates
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <DownloadProgress state={download.state} onClose={download.reset} />
    </>
  );
}
