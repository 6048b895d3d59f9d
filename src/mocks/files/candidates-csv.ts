import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { toCsv, type CsvValue } from '@/lib/csv';

// The candidates list as a spreadsheet: one row per candidate the filters select. Text goes through
// toCsv, which neutralises formulas; the salary in the currency's units beside its currency.

export const CANDIDATE_CSV_COLUMNS = [
  'Name',
  'E-mail',
  'Phone',
  'Position',
  'Stage',
  'Days in stage',
  'Source',
  'Owner',
  'Expected salary',
  'Currency',
  'Rejection reason',
  'Rejected at',
  'Rejected by',
  'Created',
] as const;

function candidateCsvRow(candidate: Candidate, stageNames: ReadonlyMap<string, string>): CsvValue[] {
  const stage = candidate.rejection?.stage ?? candidate.stage;
  return [
    candidate.name,
    candidate.email,
    candidate.phone,
    candidate.position?.name,
    stageNames.get(stage) ?? stage,
    candidate.days_in_stage,
    candidate.source,
    candidate.owner?.name,
    candidate.expected_salary,
    candidate.currency,
    candidate.rejection?.reason.name,
    candidate.rejection?.rejected_at.slice(0, 10),
    candidate.rejection?.rejected_by?.name,
    candidate.created_at.slice(0, 10),
  ];
}

export const candidatesCsv = (candidates: readonly Candidate[], stageNames: ReadonlyMap<string, string>) =>
  toCsv(
    CANDIDATE_CSV_COLUMNS,
    candidates.map((candidate) => candidateCsvRow(candidate, stageNames)),
  );
