import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useProject } from '@/api/internal-projects/project.queries';
import { useCan } from '@/api/use-can';
import { QueryStates } from '@/components/feedback/query-states';
import { PERMISSIONS } from '@/lib/permissions';
import { AdministrationForm } from './administration-form';
import { AdministrationSummary } from './administration-summary';
import { MoneyBirdMappingSection } from './money-bird-mapping-section';

// The project's administration: who its invoices bill and how (billing details, payment terms, language,
// default VAT), its files, and its MoneyBird contact.
export function AdminTab({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const can = useCan();
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        Administration
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Invoices of this project print these details and go to the billing e-mail.
      </Typography>
      <QueryStates
        query={project}
        loadingLabel="Loading the administration"
        errorMessage="The administration could not be loaded."
        rows={8}
      />
      {project.isSuccess ? (
        <>
          {can(PERMISSIONS.projectUpdate) ? (
            // A new save's answer resets the form from inside; another project starts it afresh.
            <AdministrationForm key={project.data.id} project={project.data} />
          ) : (
            <AdministrationSummary project={project.data} />
          )}
          <Divider sx={{ my: 4 }} />
          <MoneyBirdMappingSection project={project.data} />
        </>
      ) : null}
    </Box>
  );
}
