import { defineReferenceList } from '../reference-data';
import { industryListSchema } from './industry.schemas';

export const industriesList = defineReferenceList({
  name: 'industries',
  url: 'industries',
  schema: industryListSchema,
  select: (body) => body.data,
  needsToken: false,
});

export const useIndustries = industriesList.useList;
