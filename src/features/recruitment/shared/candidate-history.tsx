import { useStageHistory, useStages } from '@/api/recruitment/recruitment.queries';
import { QueryStates } from '@/components/feedback/query-states';
import { DrawerSection } from '@/components/layout/drawer-section';
import { HistorySection } from '@/components/layout/history-section';
import { stageEventLabel } from '@/lib/recruitment-history';

const TITLE = 'Stage history';

// Every move, rejection, restore and link, who did it and when.
export function CandidateHistory({ id }: { id: number }) {
  const history = useStageHistory(id);
  const stages = useStages();
  if (!history.data) {
    return (
      <DrawerSection title={TITLE}>
        <QueryStates
          query={history}
          loadingLabel="Loading the stage history"
          errorMessage="The stage history could not be loaded."
        />
      </DrawerSection>
    );
  }
  const lines = history.data.map((event) => ({
    at: event.at,
    what: stageEventLabel(event, stages.data),
    by: event.by?.name ?? 'System',
    comment: event.note,
  }));
  return <HistorySection title={TITLE} lines={lines} />;
}
