import { request } from '../http';
import {
  moneyBirdContactListSchema,
  moneyBirdCredentialsResponseSchema,
  moneyBirdMappingResponseSchema,
  moneyBirdMaybeMappingResponseSchema,
  moneyBirdTaxRateListSchema,
  type MoneyBirdContact,
  type MoneyBirdCredentials,
  type MoneyBirdMapping,
  type MoneyBirdTaxRate,
  type SaveMoneyBirdCredentials,
  type SaveMoneyBirdMapping,
} from './money-bird.schemas';

// The connection: never the token itself.
export async function fetchMoneyBirdCredentials(signal?: AbortSignal): Promise<MoneyBirdCredentials> {
  return (
    await request(moneyBirdCredentialsResponseSchema, {
      method: 'GET',
      url: 'money-bird/credentials',
      signal,
    })
  ).data;
}

// Saves and checks the connection; without a token the saved one is checked again. A token MoneyBird
// refuses is a 422 on api_token.
export async function saveMoneyBirdCredentials(
  input: SaveMoneyBirdCredentials,
): Promise<MoneyBirdCredentials> {
  const data = input.api_token
    ? { administration_id: input.administration_id, api_token: input.api_token }
    : { administration_id: input.administration_id };
  return (
    await request(moneyBirdCredentialsResponseSchema, { method: 'POST', url: 'money-bird/credentials', data })
  ).data;
}

export async function searchMoneyBirdContacts(
  query: string,
  signal?: AbortSignal,
): Promise<MoneyBirdContact[]> {
  return (
    await request(moneyBirdContactListSchema, {
      method: 'GET',
      url: 'money-bird/contacts',
      params: { query },
      signal,
    })
  ).data;
}

export async function fetchMoneyBirdTaxRates(signal?: AbortSignal): Promise<MoneyBirdTaxRate[]> {
  return (await request(moneyBirdTaxRateListSchema, { method: 'GET', url: 'money-bird/tax-rates', signal }))
    .data;
}

// A project's mapping (with internal_project_id) or the company-wide tax rates (without); replaces
// what was stored for it.
export async function saveMoneyBirdMapping(input: SaveMoneyBirdMapping): Promise<MoneyBirdMapping> {
  return (
    await request(moneyBirdMappingResponseSchema, { method: 'POST', url: 'money-bird/mappings', data: input })
  ).data;
}

// The mapping of one internal project; null when it has none.
export async function fetchMoneyBirdProjectMapping(
  projectId: number,
  signal?: AbortSignal,
): Promise<MoneyBirdMapping | null> {
  return (
    await request(moneyBirdMaybeMappingResponseSchema, {
      method: 'GET',
      url: `money-bird/mapping/${projectId}`,
      signal,
    })
  ).data;
}

// The company-wide tax rate of each VAT (proposed: the same call without an id); null when none is saved.
export async function fetchMoneyBirdCompanyMapping(signal?: AbortSignal): Promise<MoneyBirdMapping | null> {
  return (
    await request(moneyBirdMaybeMappingResponseSchema, { method: 'GET', url: 'money-bird/mapping', signal })
  ).data;
}
