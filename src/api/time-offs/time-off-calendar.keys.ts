import type { TimeOffCalendarParams } from './time-off-calendar.api';
import { timeOffKeys } from './time-off.keys';

// Under the time-off root: a new or decided request redraws the calendar.
export const timeOffCalendarKeys = {
  all: () => timeOffKeys.calendars(),
  page: (params: TimeOffCalendarParams) => [...timeOffCalendarKeys.all(), params] as const,
};
