import Circle from '@mui/icons-material/Circle';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PROFICIENCY_MAX, COMPETENCY_MAX } from '@/api/user-skills/user-skill.schemas';
import { EditDeleteActions } from '@/components/feedback/edit-delete-actions';
import { competencyLabel, proficiencyLabel, type NamedUserSkill } from './skill-levels';
import { visuallyHidden } from '@/components/layout/visually-hidden';

// A level as words, with a small scale beside it for the eye (the words carry the meaning).
function Level({ value, max, label, dots }: { value: number; max: number; label: string; dots?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ display: 'flex' }}>
        <Rating
          value={value}
          max={max}
          readOnly
          size="small"
          icon={dots ? <Circle fontSize="inherit" /> : undefined}
          emptyIcon={dots ? <CircleOutlined fontSize="inherit" /> : undefined}
        />
      </Box>
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

export type SkillsTableProps = {
  label: string;
  skills: readonly NamedUserSkill[];
  namesLoading: boolean;
  editable: boolean;
  onEdit: (skill: NamedUserSkill) => void;
  onDelete: (skill: NamedUserSkill) => Promise<unknown>;
};

export function SkillsTable({ label, skills, namesLoading, editable, onEdit, onDelete }: SkillsTableProps) {
  const nameOf = (skill: NamedUserSkill): ReactNode =>
    skill.name ?? (namesLoading ? <Skeleton width={120} /> : `Unknown skill #${skill.skill_id}`);
  const plainName = (skill: NamedUserSkill) => skill.name ?? `skill #${skill.skill_id}`;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Skill</TableCell>
            <TableCell>Proficiency</TableCell>
            <TableCell>Competency</TableCell>
            {editable ? (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {skills.map((skill) => (
            <TableRow key={skill.skill_id}>
              <TableCell component="th" scope="row">
                {nameOf(skill)}
              </TableCell>
              <TableCell>
                <Level
                  value={skill.proficiency}
                  max={PROFICIENCY_MAX}
                  label={proficiencyLabel(skill.proficiency)}
                />
              </TableCell>
              <TableCell>
                <Level
                  value={skill.competency}
                  max={COMPETENCY_MAX}
                  label={competencyLabel(skill.competency)}
                  dots
                />
              </TableCell>
              {editable ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <EditDeleteActions
                    name={plainName(skill)}
                    what={`the skill “${plainName(skill)}”`}
                    onEdit={() => onEdit(skill)}
                    onDelete={() => onDelete(skill)}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
