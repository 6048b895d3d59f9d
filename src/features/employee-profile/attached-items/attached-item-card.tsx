import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import { useId } from 'react';
import type { Media } from '@/api/media/media.schemas';
import { EditDeleteActions } from '@/components/feedback/edit-delete-actions';
import { ExpandableText } from '@/components/layout/expandable-text';
import { AttachmentList } from '@/components/media/attachment-list';

// Longer details are cut (SPEC §9: '...') until "Show more".
export const DETAIL_PREVIEW_CHARS = 240;

// What a card shows of a course or an achievement.
export type AttachedItemView = {
  heading: string;
  // The provider of a course, the description of an achievement.
  detail: string;
  // yyyy-MM-dd or null.
  date: string | null;
  media: readonly Media[];
};

export type AttachedItemCardProps = AttachedItemView & {
  // "Completed", "Achieved".
  dateLabel: string;
  // "course", "achievement": for the delete question.
  noun: string;
  userId: number;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
};

function readableDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy') : value;
}

// One item: its name, detail and date, its files (each downloads; removing one asks first), and, when
// the profile may change, edit and delete.
export function AttachedItemCard({
  heading,
  detail,
  date,
  media,
  dateLabel,
  noun,
  userId,
  editable,
  onEdit,
  onDelete,
}: AttachedItemCardProps) {
  const headingId = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          {date ? (
            <Typography variant="body2" color="text.secondary">
              {dateLabel} {readableDate(date)}
            </Typography>
          ) : null}
        </Box>
        {editable ? (
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <EditDeleteActions
              name={heading}
              what={`the ${noun} “${heading}”${media.length > 0 ? ' and its files' : ''}`}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </Box>
        ) : null}
      </Box>
      {detail ? (
        <ExpandableText
          text={detail}
          previewChars={DETAIL_PREVIEW_CHARS}
          headingId={headingId}
          sx={{ mt: 1 }}
        />
      ) : null}
      {media.length > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <AttachmentList
            media={media}
            userId={userId}
            editable={editable}
            label={`Attachments of ${heading}`}
          />
        </Box>
      ) : null}
    </Paper>
  );
}
