import { defineReferenceList } from '../reference-data';
import { vatListSchema } from './vat.schemas';

// Read-only: the spec has no call that changes VATs.
export const vatsList = defineReferenceList({
  name: 'vats',
  url: 'vats',
  schema: vatListSchema,
  select: (body) => body.data,
  needsToken: true,
});

export const useVats = vatsList.useList;
