import { addDays, isValid, parseISO } from 'date-fns';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_EMPLOYEE_ROLE, EMPLOYEE_ROLES, type NewEmployee } from '@/api/users/user-create.schemas';
import { WEEKLY_HOURS_MAX_DIGITS } from '@/api/user-profile/employment-details.schemas';
import { readJsonCookie, removeCookie, writeJsonCookie } from '@/lib/cookies';
import { dropDraftValues, keepDraftValues, readDraftValues } from '@/lib/draft-store';
import { createLocalId, DRAFT_COOKIE_DAYS, draftCookieName } from '@/lib/drafts';
import { filterNumeric } from '@/lib/input-filters';

// The half-filled form survives a reload, a detour or a closed tab. Its values (birth date, phone,
// address) stay in this browser's localStorage, kept for the signed-in person only and never sent; the
// SPEC's draft cookie holds only a pointer to them, { id, localId, savedAt }, and both end together 5 days
// after the last change (or at log out). The avatar file is not kept.
export const ADD_EMPLOYEE_DRAFT_COOKIE = draftCookieName('add-employee');
const DRAFT_STORE_NAME = 'add-employee';
export const DRAFT_SAVE_DELAY_MS = 400;
const DRAFT_VERSION = 1;

export function emptyNewEmployee(): NewEmployee {
  return {
    first_name: '',
    last_name: '',
    email: '',
    role: DEFAULT_EMPLOYEE_ROLE,
    title: '',
    personal: {
      birth_date: '',
      phone: '',
      personal_email: '',
      location: '',
      address: '',
      emergency_contact: '',
    },
    employment: {
      position_id: null,
      department_id: null,
      seniority_id: null,
      employment_type_id: null,
      start_date: '',
      is_billable: false,
      weekly_hours: '',
    },
  };
}

type DraftEnvelope = { version: number; savedAt: string; values: NewEmployee };
// The cookie's part: no personal data, a few dozen bytes.
type DraftPointer = { id: null; localId: string; savedAt: string };
export type AddEmployeeDraft = { values: NewEmployee; savedAt: Date | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Copies from `raw` only what has the template's shape; everything else keeps the template's value.
// Ids are numbers or null, so a null in the template accepts either.
function mergeShape(template: unknown, raw: unknown): unknown {
  if (isRecord(template)) {
    const source = isRecord(raw) ? raw : {};
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, mergeShape(value, source[key])]),
    );
  }
  if (template === null || typeof template === 'number') {
    return raw === null || (typeof raw === 'number' && Number.isInteger(raw)) ? raw : template;
  }
  return typeof raw === typeof template ? raw : template;
}

// A date the picker could not read would come back as a blank-looking field with an error; start over.
const cleanDate = (value: string): string => (value !== '' && isValid(parseISO(value)) ? value : '');

// Cookies can be edited, truncated or left by an older version: never trust one, never throw.
export function sanitizeDraftValues(raw: unknown): NewEmployee {
  const values = mergeShape(emptyNewEmployee(), raw) as NewEmployee;
  return {
    ...values,
    role: EMPLOYEE_ROLES.includes(values.role) ? values.role : DEFAULT_EMPLOYEE_ROLE,
    personal: { ...values.personal, birth_date: cleanDate(values.personal.birth_date) },
    employment: {
      ...values.employment,
      start_date: cleanDate(values.employment.start_date),
      weekly_hours: filterNumeric(values.employment.weekly_hours, WEEKLY_HOURS_MAX_DIGITS),
    },
  };
}

export function isBlankDraft(values: NewEmployee): boolean {
  return JSON.stringify(sanitizeDraftValues(values)) === JSON.stringify(emptyNewEmployee());
}

export function readAddEmployeeDraft(): AddEmployeeDraft | undefined {
  const pointer = readJsonCookie<unknown>(ADD_EMPLOYEE_DRAFT_COOKIE);
  const stored = readDraftValues(DRAFT_STORE_NAME);
  // The pointer ran out (5 days) or belongs to someone else: the values go with it.
  if (!isRecord(pointer) || typeof pointer.localId !== 'string') {
    if (stored !== undefined) dropDraftValues(DRAFT_STORE_NAME);
    return undefined;
  }
  if (!isRecord(stored) || stored.version !== DRAFT_VERSION || stored.localId !== pointer.localId)
    return undefined;
  const values = sanitizeDraftValues(stored.values);
  if (isBlankDraft(values)) return undefined;
  const savedAt = typeof stored.savedAt === 'string' ? new Date(stored.savedAt) : null;
  return { values, savedAt: savedAt && isValid(savedAt) ? savedAt : null };
}

export function removeAddEmployeeDraft(): void {
  removeCookie(ADD_EMPLOYEE_DRAFT_COOKIE);
  dropDraftValues(DRAFT_STORE_NAME);
}

// True when the draft is kept (or there is nothing to keep); false when this browser would not keep it.
export function writeAddEmployeeDraft(values: NewEmployee): boolean {
  const clean = sanitizeDraftValues(values);
  if (isBlankDraft(clean)) {
    removeAddEmployeeDraft();
    return true;
  }
  const existing = readJsonCookie<unknown>(ADD_EMPLOYEE_DRAFT_COOKIE);
  const localId =
    isRecord(existing) && typeof existing.localId === 'string' ? existing.localId : createLocalId();
  const now = new Date();
  const savedAt = now.toISOString();
  // The values and their pointer run out at the same moment.
  const expires = addDays(now, DRAFT_COOKIE_DAYS);
  const envelope: DraftEnvelope & { localId: string } = {
    version: DRAFT_VERSION,
    savedAt,
    values: clean,
    localId,
  };
  if (!keepDraftValues(DRAFT_STORE_NAME, envelope, expires)) return false;
  const pointer: DraftPointer = { id: null, localId, savedAt };
  writeJsonCookie(ADD_EMPLOYEE_DRAFT_COOKIE, pointer, { expires });
  return true;
}

// Writes the form into the draft a moment after the user stops typing, and at once when the page is
// left or hidden. `restoredFrom` is the draft the form started from, if any.
export function useAddEmployeeDraft(
  form: UseFormReturn<NewEmployee>,
  restoredFrom: AddEmployeeDraft | undefined,
) {
  const [restored, setRestored] = useState(restoredFrom !== undefined);
  // The browser would not keep the draft (storage full or switched off): the page says so.
  const [notKept, setNotKept] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Once the employee is saved nothing may write the draft back.
  const finished = useRef(false);

  const cancelPending = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const writeNow = useCallback(() => {
    cancelPending();
    if (!finished.current) setNotKept(!writeAddEmployeeDraft(form.getValues()));
  }, [cancelPending, form]);

  useEffect(() => {
    const subscription = form.watch(() => {
      if (finished.current) return;
      cancelPending();
      timer.current = setTimeout(writeNow, DRAFT_SAVE_DELAY_MS);
    });
    const flush = () => {
      if (timer.current !== undefined) writeNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, cancelPending, writeNow]);

  // The user chose to start over.
  const discard = useCallback(() => {
    cancelPending();
    removeAddEmployeeDraft();
    form.reset(emptyNewEmployee());
    setRestored(false);
  }, [cancelPending, form]);

  // The employee was saved: the draft has served its purpose.
  const clear = useCallback(() => {
    finished.current = true;
    cancelPending();
    removeAddEmployeeDraft();
    setRestored(false);
  }, [cancelPending]);

  return { restored, notKept, savedAt: restoredFrom?.savedAt ?? null, discard, clear };
}
