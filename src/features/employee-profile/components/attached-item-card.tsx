import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import type { Media } from '@/api/media/media.schemas';
import { AttachmentList } from '@/components/media/attachment-list';
import { truncate } from '@/lib/truncate';
import { DeleteEntryButton } from './delete-entry-button';

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
  const detailId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = detail.length > DETAIL_PREVIEW_CHARS;
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
            <Tooltip title={`Edit ${heading}`}>
              <IconButton aria-label={`Edit ${heading}`} onClick={onEdit}>
                <EditOutlined />
              </IconButton>
            </Tooltip>
            <DeleteEntryButton
              what={`the ${noun} “${heading}”${media.length > 0 ? ' and its files' : ''}`}
              label={`Delete ${heading}`}
              onDelete={onDelete}
            />
          </Box>
        ) : null}
      </Box>
      {detail ? (
        <Box sx={{ mt: 1 }}>
          <Typography id={detailId} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {long && !expanded ? truncate(detail, DETAIL_PREVIEW_CHARS) : detail}
          </Typography>
          {long ? (
            <Button
              size="small"
              aria-expanded={expanded}
              aria-controls={detailId}
              aria-describedby={headingId}
              onClick={() => setExpanded((open) => !open)}
              sx={{ px: 0.5, mt: 0.5 }}
            >
              {expanded ? 'Show less' : 'Show more'}
            </Button>
          ) : null}
        </Box>
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
