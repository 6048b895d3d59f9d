import * as z from 'zod/mini';
import { applicationConfigSchema } from '@/api/application-configs/application-config.schemas';
import { googleSettingsSchema, integrationStatusesSchema } from '@/api/integrations/integration.schemas';
import { moneyBirdCredentialsRowSchema } from './money-bird';
import { administrativeInformationRecordSchema } from './company-details';

// A tenant's single-value settings (one record each, not collections), each null until it is set.
export const SETTINGS_VALUE_SCHEMAS = {
  // null: the tenant has no config and the client falls back to its defaults.
  applicationConfig: z.nullable(applicationConfigSchema),
  integrationStatuses: integrationStatusesSchema,
  googleSettings: googleSettingsSchema,
  moneyBirdCredentials: z.nullable(moneyBirdCredentialsRowSchema),
  // null until the company's details are filled in (settings, Company details).
  administrativeInformation: z.nullable(administrativeInformationRecordSchema),
};
export type SettingsValues = {
  [K in keyof typeof SETTINGS_VALUE_SCHEMAS]: z.infer<(typeof SETTINGS_VALUE_SCHEMAS)[K]>;
};
export const SETTINGS_VALUE_NAMES = Object.keys(SETTINGS_VALUE_SCHEMAS) as (keyof SettingsValues)[];
