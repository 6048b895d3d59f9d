import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import type { ReportKindName } from './report-kinds';

// A report's code (its table and filters; its charts later still, on their own) loads after the frame,
// its header and a skeleton showing meanwhile, so the route's first load stays small
// (docs/adding-a-domain.md §3). The page is a plain function component, as defineScreen needs.
export function lazyReportPage(kind: ReportKindName, title: string) {
  const loading = () => (
    <ScreenLoading title={title} label={`Loading the ${title.toLowerCase()}`} rows={10} />
  );
  const Report = dynamic(
    () => import('./report-screen').then((module) => mountInSlices(module.ReportScreen, loading)),
    { loading },
  );
  return function ReportPage() {
    return <Report kind={kind} />;
  };
}

// The report's code, started before the session check lets it render (ScreenConfig.loadView).
export const loadReportScreen = () => import('./report-screen');
