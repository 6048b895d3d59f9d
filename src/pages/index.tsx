import { HomeScreen } from '@/features/shell/home-page';

export default HomeScreen;
