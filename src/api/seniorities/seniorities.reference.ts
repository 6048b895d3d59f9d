import { flattenSeniorities } from '@/lib/seniority';
import { defineReferenceList } from '../reference-data';
import { seniorityTreeSchema } from './seniority.schemas';

// The API sends a tree; screens use it flattened, parents before children.
export const senioritiesList = defineReferenceList({
  name: 'seniorities',
  url: 'seniorities',
  schema: seniorityTreeSchema,
  select: (body) => flattenSeniorities(body.data),
  needsToken: false,
});

export const useSeniorities = senioritiesList.useList;
