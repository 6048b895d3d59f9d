import { defineNamedItemList } from '../reference-data';

export const projectManagersList = defineNamedItemList('project-managers', { needsToken: true });

export const useProjectManagers = projectManagersList.useList;
