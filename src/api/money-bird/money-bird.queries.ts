import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import {
  fetchMoneyBirdCompanyMapping,
  fetchMoneyBirdCredentials,
  fetchMoneyBirdProjectMapping,
  fetchMoneyBirdTaxRates,
  searchMoneyBirdContacts,
} from './money-bird.api';
import { moneyBirdKeys } from './money-bird.keys';
import {
  CONTACT_SEARCH_MIN_LENGTH,
  type MoneyBirdContact,
  type MoneyBirdCredentials,
  type MoneyBirdMapping,
  type MoneyBirdTaxRate,
} from './money-bird.schemas';

// Every MoneyBird screen explains its own failures too (MoneyBird may be unreachable); SPEC §8 applies.
const inline = { errorContext: 'page' } as const;

export const moneyBirdCredentialsQuery = () =>
  queryOptions({
    queryKey: moneyBirdKeys.credentials(),
    queryFn: ({ signal }) => fetchMoneyBirdCredentials(signal),
    meta: inline,
  });

export function useMoneyBirdCredentials(options?: QueryHookOptions<MoneyBirdCredentials>) {
  return useQuery(withQueryOptions(moneyBirdCredentialsQuery(), options));
}

export const moneyBirdTaxRatesQuery = () =>
  queryOptions({
    queryKey: moneyBirdKeys.taxRates(),
    queryFn: ({ signal }) => fetchMoneyBirdTaxRates(signal),
    meta: inline,
  });

// All the administration's tax rates, as MoneyBird lists them (the screen offers the active sales ones).
export function useMoneyBirdTaxRates(options?: QueryHookOptions<MoneyBirdTaxRate[]>) {
  return useQuery(withQueryOptions(moneyBirdTaxRatesQuery(), options));
}

export const moneyBirdContactSearchQuery = (query: string) =>
  queryOptions({
    queryKey: moneyBirdKeys.contactSearch(query),
    queryFn:
      query.length >= CONTACT_SEARCH_MIN_LENGTH
        ? ({ signal }) => searchMoneyBirdContacts(query, signal)
        : skipToken,
    meta: { errorContext: 'check' },
  });

// Contacts matching what is typed, from 2 characters on; the last answer stays while typing.
export function useMoneyBirdContactSearch(query: string, options?: QueryHookOptions<MoneyBirdContact[]>) {
  const trimmed = query.trim();
  return useQuery(
    withQueryOptions(
      { ...moneyBirdContactSearchQuery(trimmed), placeholderData: keepPreviousData },
      options,
      trimmed.length >= CONTACT_SEARCH_MIN_LENGTH,
    ),
  );
}

export const moneyBirdCompanyMappingQuery = () =>
  queryOptions({
    queryKey: moneyBirdKeys.companyMapping(),
    queryFn: ({ signal }) => fetchMoneyBirdCompanyMapping(signal),
    meta: inline,
  });

// The company-wide tax rate of each VAT; null until one is saved.
export function useMoneyBirdCompanyMapping(options?: QueryHookOptions<MoneyBirdMapping | null>) {
  return useQuery(withQueryOptions(moneyBirdCompanyMappingQuery(), options));
}

export const moneyBirdProjectMappingQuery = (projectId: number | null) =>
  queryOptions({
    queryKey: moneyBirdKeys.projectMapping(projectId ?? 0),
    queryFn: projectId === null ? skipToken : ({ signal }) => fetchMoneyBirdProjectMapping(projectId, signal),
    meta: inline,
  });

// One internal project's contact (and its own tax rates); null when it has none. For the project's
// administration tab.
export function useMoneyBirdProjectMapping(
  projectId: number | null,
  options?: QueryHookOptions<MoneyBirdMapping | null>,
) {
  return useQuery(withQueryOptions(moneyBirdProjectMappingQuery(projectId), options, projectId !== null));
}
