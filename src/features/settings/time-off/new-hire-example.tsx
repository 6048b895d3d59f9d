import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { TIME_OFF_LIMITS, timeOffExample, type TimeOffRules } from '@/lib/time-off-rules';

const longDate = (date: string) => format(parseISO(date), 'd MMMM yyyy');
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

type Typed = { yearly_vacation_days?: string; trial_period?: string; trial_bonus_days?: string };

const whole = (value: string | undefined, { min, max }: { min: number; max: number }): number | null =>
  value !== undefined && /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max
    ? Number(value)
    : null;

// The rules as typed, when every number is one the form takes.
export function rulesOf(values: Typed): TimeOffRules | null {
  const yearlyVacationDays = whole(values.yearly_vacation_days, TIME_OFF_LIMITS.days);
  const eligibilityMonths = whole(values.trial_period, TIME_OFF_LIMITS.months);
  const trialBonusDays = whole(values.trial_bonus_days, TIME_OFF_LIMITS.days);
  if (yearlyVacationDays === null || eligibilityMonths === null || trialBonusDays === null) return null;
  return { yearlyVacationDays, eligibilityMonths, trialBonusDays };
}

function sentences(rules: TimeOffRules, start: string, reviewer: string | null): string[] {
  const example = timeOffExample(rules, start);
  const from = longDate(example.eligibleFrom);
  const next = longDate(example.nextAllowance);
  const yearly = days(example.yearlyDays);
  const waits = rules.eligibilityMonths > 0;
  return [
    example.yearlyDays === 0
      ? 'has no yearly vacation days.'
      : waits
        ? `can take time off from ${from} (after ${months(rules.eligibilityMonths)} of work) and then has ${yearly} a year: ${yearly} on ${from} for the first working year, and ${yearly} more on ${next} and each later anniversary of the start.`
        : `can take time off from the first day and has ${yearly} a year: ${yearly} on ${longDate(start)}, and ${yearly} more on ${next} and each later anniversary of the start.`,
    !waits
      ? 'needs no bonus days: there is no eligibility period.'
      : example.bonusDays > 0
        ? `may take up to ${days(example.bonusDays)} before ${from} as bonus days; those not taken by then lapse.`
        : `cannot take vacation before ${from}: there are no bonus days.`,
    reviewer === null
      ? 'has each request decided by their manager alone (single-step approval).'
      : `has each request approved by their manager, then by ${reviewer}; a rejection at either step ends it.`,
  ];
}

// What the rules being typed do to someone who joins: a worked example next to the fields.
export function NewHireExample({
  values,
  start,
  reviewer,
}: {
  values: Typed;
  // yyyy-MM-dd: the example hire's first day.
  start: string;
  // The final reviewer's name; null for single-step approval.
  reviewer: string | null;
}) {
  const headingId = useId();
  const rules = rulesOf(values);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, height: '100%' }}
    >
      <Typography id={headingId} variant="h6" component="h3">
        What this means for a new hire
      </Typography>
      {rules ? (
        <>
          <Typography sx={{ mt: 1 }}>{`Someone who starts on ${longDate(start)}:`}</Typography>
          <Box component="ul" sx={{ pl: 3, my: 1 }}>
            {sentences(rules, start, reviewer).map((text) => (
              <Typography component="li" key={text} sx={{ mb: 0.5 }}>
                {text}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            Days are working days: weekends and public holidays are not counted.
          </Typography>
        </>
      ) : (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          Enter whole numbers in the ranges shown to see an example.
        </Typography>
      )}
    </Box>
  );
}
