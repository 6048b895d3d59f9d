import { TrafficTimelineScreen } from '@/features/traffic/traffic-timeline-page';

export default TrafficTimelineScreen;
