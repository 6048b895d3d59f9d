import { NOT_FOUND_TITLE, NotFoundView } from '@/components/feedback/not-found-view';
import { defineScreen } from '@/components/layout/screen';

// Where unknown pages and refused page data land (SPEC §8).
function NotFoundPage() {
  return <NotFoundView />;
}

export const NotFoundScreen = defineScreen(NotFoundPage, {
  title: NOT_FOUND_TITLE,
  access: 'public',
  layout: 'auth',
});
