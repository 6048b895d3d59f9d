import { defineReferenceList } from '../reference-data';
import { projectManagerListSchema } from './project-manager.schemas';

export const projectManagersList = defineReferenceList({
  name: 'project-managers',
  url: 'project-managers',
  schema: projectManagerListSchema,
  select: (body) => body.data,
  needsToken: true,
});

export const useProjectManagers = projectManagersList.useList;
