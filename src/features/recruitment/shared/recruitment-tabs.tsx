import { useCandidates, useStages } from '@/api/recruitment/recruitment.queries';
import { LinkTabs } from '@/components/layout/link-tabs';
import { ACTIVE_RECRUITMENT_PATH } from '@/lib/recruitment-links';

export const RECRUITMENT_TABS_ID = 'recruitment';
export type RecruitmentTab = 'active' | 'rejected';

export const RECRUITMENT_PATHS: Record<RecruitmentTab, string> = {
  active: ACTIVE_RECRUITMENT_PATH,
  rejected: '/admin/recruitment/rejected',
};

// The rejected count only: one row asked, the total read.
const REJECTED_TOTAL = { filters: { status: 'rejected' as const }, page: 1, perPage: 1 };

const labelOf = (name: string, count: number | undefined) =>
  count === undefined ? name : `${name} (${count})`;

// Active | Rejected, each its own address, with how many candidates each holds.
export function RecruitmentTabs({ value }: { value: RecruitmentTab }) {
  const stages = useStages();
  const rejected = useCandidates(REJECTED_TOTAL);
  const activeCount = stages.data?.reduce((sum, stage) => sum + stage.count, 0);
  const tabs = [
    { slug: 'active', label: labelOf('Active', activeCount), href: RECRUITMENT_PATHS.active },
    { slug: 'rejected', label: labelOf('Rejected', rejected.data?.total), href: RECRUITMENT_PATHS.rejected },
  ];
  return <LinkTabs label="Candidates to show" idPrefix={RECRUITMENT_TABS_ID} tabs={tabs} value={value} />;
}
