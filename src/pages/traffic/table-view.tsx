import { TrafficTableScreen } from '@/features/traffic/traffic-table-page';

export default TrafficTableScreen;
