import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 10.
export function RemindersTab(_props: { projectId: number }) {
  return <EmptyState title="Reminders" description="This part of the project is being built." />;
}
