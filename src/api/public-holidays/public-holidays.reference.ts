import { defineReferenceList } from '../reference-data';
import { countryHolidaysListSchema } from './public-holiday.schemas';

// Loaded with country=all: every country's holidays at once.
export const publicHolidaysList = defineReferenceList({
  name: 'public-holidays',
  url: 'public-holidays',
  params: { country: 'all' },
  schema: countryHolidaysListSchema,
  select: (body) => body.data,
  needsToken: false,
});

export const usePublicHolidays = publicHolidaysList.useList;
