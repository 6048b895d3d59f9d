import { createContext, useContext } from 'react';

// What the cells need beside the row: the stages' names as the API serves them. The page provides it
// so the columns stay a module constant.
export type CandidateRowContext = { stageNameOf: (key: string) => string };

const fallback: CandidateRowContext = { stageNameOf: (key) => key };

export const CandidateRowContext = createContext<CandidateRowContext>(fallback);

export const useCandidateRow = (): CandidateRowContext => useContext(CandidateRowContext);
