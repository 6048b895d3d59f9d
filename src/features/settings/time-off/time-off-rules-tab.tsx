import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useApplicationConfigs } from '@/api/application-configs/application-configs.reference';
import { QueryStates } from '@/components/feedback/query-states';
import { TimeOffRulesForm } from './time-off-rules-form';

// Yearly vacation days, the eligibility period, bonus days and the final reviewer (application config
// time_off; SPEC §9 defaults where the organisation has none), with what they mean for a new hire.
export function TimeOffRulesTab() {
  const headingId = useId();
  const configs = useApplicationConfigs();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h2" component="h2">
        Time-off rules
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        How much vacation people have, from when, and who approves their requests.
      </Typography>
      <QueryStates
        query={configs}
        loadingLabel="Loading the time-off rules"
        errorMessage="The time-off rules could not be loaded."
        rows={4}
      />
      {configs.data ? <TimeOffRulesForm config={configs.data.time_off} /> : null}
    </Paper>
  );
}
