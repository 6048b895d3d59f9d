import {
  approvalStepLabel,
  exclusionLabel,
  partialDaysLabel,
  skippedDaysLabel,
  timeOffDatesLabel,
  timeOffStatusLabel,
  timeOffTypeLabel,
  workingTimeLabel,
} from '@/lib/time-off-labels';

const GIORGI = { name: 'Giorgi Kapanadze' };
const NINO = { name: 'Nino Beridze' };

describe('time-off labels', () => {
  it('names types, statuses and exclusions in the spec’s words, and an unknown code as sent', () => {
    expect(timeOffTypeLabel('sick_leave')).toBe('Sick leave');
    expect(timeOffStatusLabel('pending')).toBe('Pending');
    expect(exclusionLabel('fully')).toBe('Excluded');
    expect(exclusionLabel('no')).toBe('Not excluded');
    expect(exclusionLabel('partially')).toBe('Partially excluded');
    expect(timeOffTypeLabel('study_leave')).toBe('study_leave');
  });

  it('writes a range within a month once, across months in full, and the year only when it is another', () => {
    expect(timeOffDatesLabel('2025-05-05', '2025-05-09', 2025)).toBe('Mon 5 \u2013 Fri 9 May');
    expect(timeOffDatesLabel('2025-04-28', '2025-05-02', 2025)).toBe('Mon 28 Apr \u2013 Fri 2 May');
    expect(timeOffDatesLabel('2025-05-09', '2025-05-09', 2025)).toBe('Fri 9 May');
    expect(timeOffDatesLabel('2025-05-05', '2025-05-09', 2026)).toBe('Mon 5 \u2013 Fri 9 May 2025');
    expect(timeOffDatesLabel('2025-12-29', '2026-01-02', 2025)).toBe('Mon 29 Dec 2025 \u2013 Fri 2 Jan 2026');
  });

  it('marks the days not taken whole in date order, half days as ½ am or pm', () => {
    expect(
      partialDaysLabel([
        { date: '2025-05-12', part: 'hours', hours: '03:30' },
        { date: '2025-05-09', part: 'am', hours: null },
      ]),
    ).toBe('\u00bd am 9 May, 03:30 h 12 May');
  });

  it('says working days with one decimal and hours, and why skipped days cost nothing', () => {
    expect(workingTimeLabel(4.5, '36:00')).toBe('4.5 d \u00b7 36:00');
    expect(workingTimeLabel(3, '24:00')).toBe('3 d \u00b7 24:00');
    expect(
      skippedDaysLabel([
        { date: '2025-05-10', reason: 'weekend', name: null },
        { date: '2025-05-09', reason: 'holiday', name: 'Victory Day' },
        { date: '2025-05-11', reason: 'weekend', name: null },
      ]),
    ).toBe('weekend \u00d72, 9 May Victory Day');
    expect(skippedDaysLabel([])).toBe('');
  });

  it('says which step a request is at and whom it waits for, or who ended it', () => {
    const steps = [
      { step: 1, reviewer: NINO, decision: 'approved' as const },
      { step: 2, reviewer: GIORGI, decision: null },
    ];
    expect(approvalStepLabel('pending', steps, GIORGI)).toBe('2/2 \u00b7 waiting for Giorgi Kapanadze');
    expect(approvalStepLabel('pending', [{ step: 1, reviewer: NINO, decision: null }], null)).toBe(
      '1/1 \u00b7 waiting for Nino Beridze',
    );
    expect(
      approvalStepLabel('rejected', [{ step: 1, reviewer: NINO, decision: 'rejected' }, steps[1]!], null),
    ).toBe('1/2 \u00b7 rejected by Nino Beridze');
    expect(approvalStepLabel('approved', steps, null)).toBe('2/2 \u00b7 approved');
  });
});
