import { defineNamedItemList } from '../reference-data';

export const skillsList = defineNamedItemList('skills', { needsToken: false });

export const useSkills = skillsList.useList;
