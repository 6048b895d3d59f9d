import { defineReferenceList } from '../reference-data';
import { skillListSchema } from './skill.schemas';

export const skillsList = defineReferenceList({
  name: 'skills',
  url: 'skills',
  schema: skillListSchema,
  select: (body) => body.data,
  needsToken: false,
});

export const useSkills = skillsList.useList;
