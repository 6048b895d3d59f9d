import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useProjectTerms } from '@/api/terms/term.queries';
import type { Term } from '@/api/terms/term.schemas';
import { useCan } from '@/api/use-can';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryStates } from '@/components/feedback/query-states';
import { useUrlState } from '@/components/url/use-url-state';
import { DEFAULT_CURRENCY } from '@/lib/currency';
import { PERMISSIONS } from '@/lib/permissions';
import { DeleteTermDialog } from './delete-term-dialog';
import { markedTermUrl } from './marked-term-url';
import { TermDialog } from './term-dialog';
import { TermsTable } from './terms-table';

// A project's terms: who works on it, when, how much of each day and at what rate, with what that comes
// to; the terms that have ended on demand (terms/all). Adding, editing and deleting need project::update.
// A reminder links here with ?term={id}: that term is marked.
export function TermsTab({ projectId }: { projectId: number }) {
  const can = useCan();
  const editable = can(PERMISSIONS.projectUpdate);
  const [highlightId] = useUrlState(markedTermUrl);
  const [showEnded, setShowEnded] = useState(false);
  const current = useProjectTerms(projectId, 'current');
  const all = useProjectTerms(projectId, 'all', { enabled: showEnded });
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Term | null>(null);
  const { currency: companyCurrency } = useCurrencies();

  const project = current.data?.meta?.project ?? all.data?.meta?.project ?? null;
  const currency =
    project?.currency ?? current.data?.data[0]?.currency ?? companyCurrency ?? DEFAULT_CURRENCY;
  const currentIds = new Set((current.data?.data ?? []).map((term) => term.id));
  const ended = (all.data?.data ?? []).filter((term) => !currentIds.has(term.id));

  const add = editable ? (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
      Add a term
    </Button>
  ) : null;
  const table = (title: string, terms: readonly Term[]) => (
    <TermsTable
      title={title}
      terms={terms}
      editable={editable}
      highlightId={highlightId}
      onEdit={setEditing}
      onDelete={setDeleting}
    />
  );

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="project-terms-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="project-terms-heading" variant="h2" component="h2" sx={{ flex: 1 }}>
          Terms
        </Typography>
        {add}
      </Box>
      <QueryStates
        query={current}
        loadingLabel="Loading the terms"
        errorMessage="The terms could not be loaded."
        rows={4}
      />
      {current.isSuccess && current.data.data.length === 0 ? (
        <EmptyState
          title="No current terms"
          description={
            editable
              ? 'Add a term: who works on the project, from when to when, how much of each day and at what rate.'
              : 'Nobody works on this project now.'
          }
        />
      ) : null}
      {current.isSuccess && current.data.data.length > 0 ? table('Current terms', current.data.data) : null}

      <FormControlLabel
        sx={{ mt: 2 }}
        control={<Switch checked={showEnded} onChange={(event) => setShowEnded(event.target.checked)} />}
        label="Show ended terms"
      />
      {showEnded ? (
        <Box component="section" aria-labelledby="project-ended-terms-heading" sx={{ mt: 1 }}>
          <Typography id="project-ended-terms-heading" variant="h3" component="h3" sx={{ mb: 1 }}>
            Ended terms
          </Typography>
          <QueryStates
            query={all}
            loadingLabel="Loading the ended terms"
            errorMessage="The ended terms could not be loaded."
            rows={2}
          />
          {all.isSuccess && ended.length === 0 ? (
            <Typography color="text.secondary">No term of this project has ended yet.</Typography>
          ) : null}
          {all.isSuccess && ended.length > 0 ? table('Ended terms', ended) : null}
        </Box>
      ) : null}

      {editing ? (
        <TermDialog
          projectId={projectId}
          project={project}
          currency={currency}
          term={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteTermDialog projectId={projectId} term={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </Paper>
  );
}
