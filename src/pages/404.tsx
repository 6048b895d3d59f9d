import { NotFoundScreen } from '@/features/shell/not-found-page';

export default NotFoundScreen;
