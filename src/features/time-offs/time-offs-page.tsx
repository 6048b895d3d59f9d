import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { NotFoundView } from '@/components/feedback/not-found-view';
import { LinkTabPanel, LinkTabs } from '@/components/layout/link-tabs';
import { PageHeader } from '@/components/layout/page-header';
import { defineScreen } from '@/components/layout/screen';
import { useUrlParam } from '@/components/url/use-url-state';
import { BalanceStrip } from './balance-strip/balance-strip';
import { NewRequestButton, RequestDialogs } from './request/request-dialogs';
import { loadRequestsTab, TIME_OFF_TAB_PANELS } from './time-off-tab-panels';
import { TIME_OFF_VIEWS, timeOffViewHref, timeOffViewOf } from './time-off-tabs';

// Leave: the signed-in person's balance, then requests, the team calendar and balances, a tab each.
function TimeOffsPage() {
  const view = useUrlParam('view', timeOffViewOf);
  if (view === null) return <NotFoundView />;
  const Panel = TIME_OFF_TAB_PANELS[view];
  const label = TIME_OFF_VIEWS.find((candidate) => candidate.slug === view)?.label ?? view;
  return (
    <>
      <PageHeader
        title="Time offs"
        subtitle="Vacation, sick, parental and unpaid leave: requests, approvals and balances."
        actions={<NewRequestButton />}
      />
      <BalanceStrip />
      <LinkTabs
        label="Time-off views"
        idPrefix="time-offs"
        tabs={TIME_OFF_VIEWS.map(({ slug, label: tabLabel }) => ({
          slug,
          label: tabLabel,
          href: timeOffViewHref(slug),
        }))}
        value={view}
      />
      <LinkTabPanel idPrefix="time-offs" slug={view}>
        <ErrorBoundary key={view} level="section" name={label}>
          <Panel />
        </ErrorBoundary>
      </LinkTabPanel>
      <RequestDialogs />
    </>
  );
}

export const TimeOffsScreen = defineScreen(TimeOffsPage, {
  title: 'Time offs',
  access: 'private',
  layout: 'app',
  referenceData: ['publicHolidays', 'applicationConfigs', 'departments'],
  loadView: loadRequestsTab,
});
