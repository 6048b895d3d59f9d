import { defineReferenceList } from '../reference-data';
import { currencyRateListSchema } from './currency-rate.schemas';

export const currencyRatesList = defineReferenceList({
  name: 'currency-rates',
  url: 'currency-rates',
  schema: currencyRateListSchema,
  select: (body) => body.data,
  needsToken: true,
});

export const useCurrencyRates = currencyRatesList.useList;
