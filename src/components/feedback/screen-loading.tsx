import { PageHeader } from '@/components/layout/page-header';
import { LoadingState } from './loading-state';

// What a screen whose code loads after the frame shows meanwhile: its header, as the screen will show
// it, and a skeleton, so nothing moves when the screen arrives.
export function ScreenLoading({ title, label, rows }: { title: string; label: string; rows?: number }) {
  return (
    <>
      <PageHeader title={title} />
      <LoadingState label={label} rows={rows} />
    </>
  );
}
