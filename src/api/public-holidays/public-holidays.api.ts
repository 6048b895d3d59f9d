import { request } from '../http';
import {
  holidayYearResponseSchema,
  type HolidayYearAnswer,
  type HolidayYearChanges,
} from './public-holiday.schemas';

export type HolidayYearParams = { year: number; country: string };

// One country's year: its days off by source, and the generated days the company removed.
export async function fetchHolidayYear(
  { year, country }: HolidayYearParams,
  signal?: AbortSignal,
): Promise<HolidayYearAnswer> {
  const body = await request(holidayYearResponseSchema, {
    method: 'GET',
    url: 'all-public-holidays',
    params: { year, country },
    signal,
  });
  return body.data;
}

// Stores every change of the year at once (added days, removed generated dates) and answers the year.
export async function saveHolidayYear(changes: HolidayYearChanges): Promise<HolidayYearAnswer> {
  const body = await request(holidayYearResponseSchema, {
    method: 'POST',
    url: 'public-holidays',
    data: {
      country: changes.country,
      year: changes.year,
      added: changes.added.map(({ date, name }) => ({ date, name: name.trim() })),
      removed: changes.removed,
    },
  });
  return body.data;
}
