import { PageSpinner } from '@/components/feedback/page-spinner';

export type LayoutLoadingProps = { error?: Error | null; pastDelay?: boolean };

// Only seen on a client-side move to a screen whose layout has not arrived yet: nothing within
// next/dynamic's delay, a spinner after it; a layout that failed to load goes to the app's error
// boundary rather than leaving the page blank.
export function LayoutLoading({ error, pastDelay }: LayoutLoadingProps) {
  if (error) throw error;
  if (!pastDelay) return null;
  return <PageSpinner label="Loading" />;
}
