import { timeOffPageSchema, type TimeOff, type TimeOffPage } from '@/api/time-offs/time-off.schemas';
import { answerWith } from '../../support/answer-with';

export const MARIAM = { id: 3, name: 'Mariam Lomidze', avatar: null };
export const GIORGI = { id: 2, name: 'Giorgi Kapanadze', avatar: null };
export const NINO = { id: 1, name: 'Nino Beridze', avatar: null };

// A request as the API answers it: Mariam's vacation, Mon 5 – Fri 9 May 2025 with a morning off on
// the Friday, waiting for Giorgi (step 1 of 2).
export function timeOffRow(id: number, change: Partial<TimeOff> = {}): TimeOff {
  return {
    id,
    user: { ...MARIAM, department: { id: 1, name: 'Engineering' } },
    type: 'vacation',
    status: 'pending',
    start_date: '2025-05-05',
    end_date: '2025-05-09',
    partial_days: [{ date: '2025-05-09', part: 'am', hours: null }],
    working_days: 4.5,
    hours: '36:00',
    skipped: [],
    note: null,
    attachment: null,
    exclusion: 'no',
    excluded_days: 0,
    approvals: [
      { step: 1, reviewer: GIORGI, decision: null, comment: null, decided_at: null, decided_by: null },
      { step: 2, reviewer: NINO, decision: null, comment: null, decided_at: null, decided_by: null },
    ],
    waiting_for: GIORGI,
    balance_after: 12.5,
    others_off: { count: 0, people: [] },
    history: [{ at: '2025-04-20T09:30:00Z', by: MARIAM, action: 'requested', comment: null }],
    created_by: MARIAM,
    created_at: '2025-04-20T09:30:00Z',
    ...change,
  };
}

// The list answers these rows (one page).
export function answerList(rows: TimeOff[]) {
  const page: { data: TimeOffPage } = {
    data: { current_page: 1, last_page: 1, per_page: 25, total: rows.length, data: rows },
  };
  answerWith('GET', 'time-offs', 200, page, timeOffPageSchema);
}
