import { defineReferenceList } from '../reference-data';
import { assessmentListSchema } from './assessment.schemas';

export const assessmentsList = defineReferenceList({
  name: 'assessments',
  url: 'assessments',
  schema: assessmentListSchema,
  select: (body) => body.data,
  needsToken: false,
});

export const useAssessments = assessmentsList.useList;
