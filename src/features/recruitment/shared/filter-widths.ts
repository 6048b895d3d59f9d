// The recruitment filters over lists that arrive after the bar (positions, people, reasons, the
// tenant's stage names) have a fixed width, so the bar does not re-flow when their options come: as
// wide as the seed's longest option or their label. Active and rejected share the lists they both show.
export const RECRUITMENT_FILTER_WIDTH = {
  position: 176,
  seniority: 108,
  skill: 164,
  person: 226,
  reason: 247,
  stage: 170,
} as const;
