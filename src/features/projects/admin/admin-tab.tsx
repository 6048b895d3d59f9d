import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useProject } from '@/api/internal-projects/project.queries';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
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
      {project.isPending ? <LoadingState rows={8} label="Loading the administration" /> : null}
      {project.isError ? (
        <ErrorState
          message="The administration could not be loaded."
          onRetry={() => void project.refetch()}
        />
      ) : null}
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
