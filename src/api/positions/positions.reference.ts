import { defineReferenceList } from '../reference-data';
import { positionListSchema } from './position.schemas';

export const positionsList = defineReferenceList({
  name: 'positions',
  url: 'positions',
  schema: positionListSchema,
  select: (body) => body.data,
  needsToken: false,
});

export const usePositions = positionsList.useList;
