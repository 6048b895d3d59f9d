import { defineNamedItemList } from '../reference-data';

export const assessmentsList = defineNamedItemList('assessments', { needsToken: false });

export const useAssessments = assessmentsList.useList;
