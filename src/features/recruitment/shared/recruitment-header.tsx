import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { RecruitmentTabs, type RecruitmentTab } from './recruitment-tabs';

const TITLES: Record<RecruitmentTab, string> = {
  active: 'Active recruitment',
  rejected: 'Rejected candidates',
};

// Both recruitment pages' top: the title, the page's actions, and the Active | Rejected tabs. The page
// wraps its content in LinkTabPanel (idPrefix RECRUITMENT_TABS_ID, slug = the tab).
export function RecruitmentHeader({
  tab,
  subtitle,
  actions,
}: {
  tab: RecruitmentTab;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={TITLES[tab]} subtitle={subtitle} actions={actions} />
      <RecruitmentTabs value={tab} />
    </>
  );
}
