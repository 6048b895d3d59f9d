import dynamic from 'next/dynamic';
import type { AddCandidateDialogProps } from './add-candidate-dialog';
import type { HireDialogProps } from './hire-dialog';
import type { RejectDialogProps } from './reject-dialog';

// The dialogs load on first use, so neither page carries them in its first load.
export const RejectDialog = dynamic<RejectDialogProps>(
  () => import('./reject-dialog').then((module) => module.RejectDialog),
  { ssr: false },
);
export const HireDialog = dynamic<HireDialogProps>(
  () => import('./hire-dialog').then((module) => module.HireDialog),
  { ssr: false },
);
export const AddCandidateDialog = dynamic<AddCandidateDialogProps>(
  () => import('./add-candidate-dialog').then((module) => module.AddCandidateDialog),
  { ssr: false },
);
