import { defineNamedItemList } from '../reference-data';

export const positionsList = defineNamedItemList('positions', { needsToken: false });

export const usePositions = positionsList.useList;
