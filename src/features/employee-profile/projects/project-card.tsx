import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { UserProject } from '@/api/user-projects/user-project.schemas';
import { EditDeleteActions } from '@/components/feedback/edit-delete-actions';
import { ExpandableText } from '@/components/layout/expandable-text';
import { AttachmentList } from '@/components/media/attachment-list';
import { formatProjectPeriod } from './project-period';
import type { ProjectNames } from './project-search';

// Longer descriptions are cut (SPEC §9: '...') until "Show more".
export const DESCRIPTION_PREVIEW_CHARS = 240;

export type ProjectCardProps = {
  project: UserProject;
  userId: number;
  editable: boolean;
  names: ProjectNames;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
};

// One project as it reads on a CV: name, client and role, when, the industry, the skills used, what was
// done, and its files.
export function ProjectCard({ project, userId, editable, names, onEdit, onDelete }: ProjectCardProps) {
  const headingId = useId();
  const industry = names.industry(project.industry_id);
  const skills = project.skill_ids.flatMap((id) => {
    const name = names.skill(id);
    return name ? [{ id, name }] : [];
  });
  const byline = [project.client, project.role].filter((part) => part.trim() !== '').join(' · ');

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Typography>
          {byline ? <Typography sx={{ overflowWrap: 'anywhere' }}>{byline}</Typography> : null}
          <Typography variant="body2" color="text.secondary">
            {formatProjectPeriod(project)}
            {industry ? ` · ${industry}` : ''}
          </Typography>
        </Box>
        {editable ? (
          <Box sx={{ display: 'flex', flexShrink: 0 }}>
            <EditDeleteActions
              name={project.name}
              what={`the project “${project.name}” and its files`}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </Box>
        ) : null}
      </Box>
      {skills.length > 0 ? (
        <Box
          component="ul"
          aria-label={`Skills used in ${project.name}`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, mt: 1.5 }}
        >
          {skills.map((skill) => (
            <Box component="li" key={skill.id} sx={{ listStyle: 'none' }}>
              <Chip size="small" label={skill.name} />
            </Box>
          ))}
        </Box>
      ) : null}
      {project.description ? (
        <ExpandableText
          text={project.description}
          previewChars={DESCRIPTION_PREVIEW_CHARS}
          headingId={headingId}
          sx={{ mt: 1.5 }}
        />
      ) : null}
      {project.media.length > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <AttachmentList
            media={project.media}
            userId={userId}
            editable={editable}
            label={`Attachments of ${project.name}`}
          />
        </Box>
      ) : null}
    </Paper>
  );
}
