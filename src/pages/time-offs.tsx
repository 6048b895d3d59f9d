import { TimeOffsScreen } from '@/features/time-offs/time-offs-page';

export default TimeOffsScreen;
