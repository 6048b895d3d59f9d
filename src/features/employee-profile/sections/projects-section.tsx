import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useMemo, useState } from 'react';
import { useIndustries } from '@/api/industries/industries.reference';
import { useSkills } from '@/api/skills/skills.reference';
import {
  useCreateUserProject,
  useDeleteUserProjects,
  useUpdateUserProject,
} from '@/api/user-projects/user-project.mutations';
import { SectionPanel } from '@/components/layout/section-panel';
import { ProjectCard } from '../projects/project-card';
import { ProjectDialog } from '../projects/project-dialog';
import { newestProjectsFirst } from '../projects/project-period';
import { matchesProjectSearch, type ProjectNames } from '../projects/project-search';
import type { SectionProps } from './section-props';

// What the dialog is open for: a new project, or the id of one (looked up afresh, so a file removed in
// the dialog disappears from it).
type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

// The person's projects for their CV, newest first, with a search over what the cards show.
export function ProjectsSection({ person, editable }: SectionProps) {
  const skills = useSkills();
  const industries = useIndustries();
  const create = useCreateUserProject(person.id);
  const update = useUpdateUserProject(person.id);
  const remove = useDeleteUserProjects(person.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [query, setQuery] = useState('');

  const names = useMemo<ProjectNames>(() => {
    const skillNames = new Map((skills.data ?? []).map((skill) => [skill.id, skill.name]));
    const industryNames = new Map((industries.data ?? []).map((industry) => [industry.id, industry.name]));
    return {
      skill: (id) => skillNames.get(id) ?? null,
      industry: (id) => (id === null ? null : (industryNames.get(id) ?? null)),
    };
  }, [skills.data, industries.data]);

  const projects = useMemo(() => newestProjectsFirst(person.projects), [person.projects]);
  const shown = useMemo(
    () => projects.filter((project) => matchesProjectSearch(project, query, names)),
    [projects, query, names],
  );
  const editedProject =
    editing?.kind === 'edit' ? (person.projects.find((project) => project.id === editing.id) ?? null) : null;
  const dialogOpen = editable && (editing?.kind === 'new' || editedProject !== null);

  return (
    <>
      <SectionPanel
        title="Projects"
        editable={editable}
        addLabel="Add project"
        onAdd={() => setEditing({ kind: 'new' })}
        isEmpty={projects.length === 0}
        emptyTitle="No projects yet"
        emptyDescription={
          editable
            ? 'Add the projects this person worked on: they go on their CV.'
            : 'Projects this person worked on show here.'
        }
      >
        {projects.length > 1 ? (
          <TextField
            type="search"
            size="small"
            label="Search projects"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : null}
        {shown.length === 0 ? (
          <Typography role="status" color="text.secondary">
            No projects match “{query.trim()}”.
          </Typography>
        ) : (
          <Stack component="ul" spacing={2} aria-label="Projects" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {shown.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  userId={person.id}
                  editable={editable}
                  names={names}
                  onEdit={() => setEditing({ kind: 'edit', id: project.id })}
                  onDelete={() =>
                    remove
                      .mutateAsync([project.id])
                      .then(() => enqueueSnackbar('Project deleted', { variant: 'success' }))
                  }
                />
              </li>
            ))}
          </Stack>
        )}
      </SectionPanel>
      {dialogOpen ? (
        <ProjectDialog
          key={editedProject?.id ?? 'new'}
          project={editedProject}
          userId={person.id}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            (editedProject
              ? update.mutateAsync({ projectId: editedProject.id, values })
              : create.mutateAsync(values)
            ).then(() =>
              enqueueSnackbar(editedProject ? 'Project saved' : 'Project added', { variant: 'success' }),
            )
          }
        />
      ) : null}
    </>
  );
}
