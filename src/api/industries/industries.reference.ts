import { defineNamedItemList } from '../reference-data';

export const industriesList = defineNamedItemList('industries', { needsToken: false });

export const useIndustries = industriesList.useList;
