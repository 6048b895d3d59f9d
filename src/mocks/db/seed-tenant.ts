import { Faker, base, en } from '@faker-js/faker';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { googleSettingsOf, integrationStatusesOf } from './seed-integrations';
import { moneyBirdCredentialsOf } from './seed-money-bird';
import { holidayChangeRows, publicHolidayRows } from './seed-public-holidays';
import { rateCardRows } from './seed-rate-cards';
import { seedCompanyDetails } from './seed-company-details';
import { seedBudgets } from './seed-budgets';
import { applicationConfigOf, referenceLists } from './seed-reference-lists';
import type { TenantData } from './schemas';
import { seedRegistrations } from './seed-registrations';
import { seedCandidates } from './seed-candidates';
import { seedEmployees } from './seed-employees';
import { seedNotifications } from './seed-notifications';
import { seedProfiles } from './seed-profiles';
import { seedInvoices } from './seed-invoices';
import { seedProjects, withFormulaLikeClient } from './seed-projects';
import { seedSavedFilters } from './seed-saved-filters';
import { plannedTerms } from './seed-traffic';
import { seedTimeOffs } from './seed-time-offs';
import { seedUsers } from './seed-users';
import { DEFAULT_APPLICATION_CONFIG } from '@/lib/constants';

// `projects` overrides the number of projects the scale gives (NEXT_PUBLIC_MOCK_PROJECTS, benchmarks).
export type SeedOptions = { scale: number; seed: number; referenceDate: Date; projects?: number | null };

const DEMO_EMAILS: ReadonlySet<string> = new Set(DEMO_ACCOUNTS.map((account) => account.email));

// FNV-1a, so each tenant gets its own stable faker stream from one seed.
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// Deterministic: the same tenant, seed, scale and reference date give the same data. Users are drawn
// first, so the first users are the same whatever the scale.
export function seedTenant(
  tenant: string,
  { scale, seed, referenceDate, projects: projectCount = null }: SeedOptions,
): TenantData {
  const faker = new Faker({ locale: [en, base] });
  faker.seed([seed, hashText(tenant)]);
  const lists = referenceLists(referenceDate);
  const context = { faker, tenant, lists, referenceDate };
  const users = seedUsers(context, scale);
  const admin = users.find((user) => user.role === 'admin');
  const notifications = seedNotifications(users, DEMO_EMAILS, context);
  // Employee details come from a stream of their own, so the users and notifications above stay as
  // they were before these details existed.
  const employeeFaker = new Faker({ locale: [en, base] });
  employeeFaker.seed([seed, hashText(tenant), hashText('employees')]);
  const availabilityEntries = seedEmployees(users, {
    faker: employeeFaker,
    lists,
    referenceDate,
    demoEmails: DEMO_EMAILS,
  });
  // Profiles last, from a stream of their own, so nothing drawn before them changes.
  const profileFaker = new Faker({ locale: [en, base] });
  profileFaker.seed([seed, hashText(tenant), hashText('profiles')]);
  const profiles = seedProfiles(users, { faker: profileFaker, lists, referenceDate });
  const holidayChanges = holidayChangeRows(tenant, referenceDate);
  // Projects after profiles, from a stream of their own, for the same reason.
  const projectFaker = new Faker({ locale: [en, base] });
  projectFaker.seed([seed, hashText(tenant), hashText('projects')]);
  const publicHolidays = publicHolidayRows(referenceDate, holidayChanges);
  const projectHolidays = publicHolidays.filter((holiday) => holiday.country === 'GE');
  const projects = seedProjects({ faker: projectFaker, users, referenceDate, projects: projectCount }, scale);
  const company = seedCompanyDetails(tenant, profiles.media, referenceDate);
  const applicationConfig = applicationConfigOf(tenant, admin?.id ?? 0);
  // Time off last, from generators of its own, so nothing drawn before it changes.
  const timeOff = seedTimeOffs({
    users,
    tenant,
    referenceDate,
    config: (applicationConfig ?? DEFAULT_APPLICATION_CONFIG).time_off,
    holidays: publicHolidays,
  });
  // Recruitment after everything, from a stream of its own: its new candidates come after the staff.
  const recruitmentFaker = new Faker({ locale: [en, base] });
  recruitmentFaker.seed([seed, hashText(tenant), hashText('recruitment')]);
  const recruitment = seedCandidates(users, { faker: recruitmentFaker, tenant, lists, referenceDate });
  // Allocations planned around capacity and leave (seed-traffic.ts), drawing from a generator of its own.
  // A benchmark seed (the project knob) keeps its terms as drawn, every project staffed for its whole
  // life, so every closed month of hundreds of projects is invoiced (10,000 invoices at 800).
  const terms =
    projectCount !== null
      ? projects.terms
      : plannedTerms({
          tenant,
          users,
          projects: projects.projects,
          terms: projects.terms,
          timeOffs: timeOff.timeOffs,
          availability: availabilityEntries,
          holidays: publicHolidays,
          referenceDate,
        });
  // Invoices from the final terms and the seeded leave, as the product calculates them: the projects'
  // stream goes on for their approvals and payments, their details come from a stream of their own.
  const invoiceFaker = new Faker({ locale: [en, base] });
  invoiceFaker.seed([seed, hashText(tenant), hashText('invoices')]);
  const invoices = seedInvoices({
    faker: projectFaker,
    invoiceFaker,
    projects: projects.projects,
    terms,
    timeOffs: timeOff.timeOffs,
    holidays: projectHolidays,
    users,
    referenceDate,
    tenant,
  });
  const projectRows = withFormulaLikeClient(projects.projects, invoices);
  // Budgets from the seeded figures, drawing nothing, so every stream above stays as it was.
  const budgets = seedBudgets(
    {
      projects: projectRows,
      terms,
      invoices,
      users,
      departments: lists.departments,
      holidays: projectHolidays,
      timeOffs: timeOff.timeOffs,
      currency: (applicationConfig ?? DEFAULT_APPLICATION_CONFIG).currency.currency,
    },
    referenceDate,
  );
  return {
    ...lists,
    ...profiles,
    media: company.media,
    ...recruitment,
    users: [...users, ...recruitment.users],
    notifications,
    availabilityEntries,
    savedFilters: seedSavedFilters(tenant, users, lists, referenceDate),
    registrations: seedRegistrations(tenant, users, referenceDate),
    publicHolidays,
    holidayChanges,
    projects: projectRows,
    terms,
    invoices,
    ...timeOff,
    applicationConfig,
    integrationStatuses: integrationStatusesOf(tenant, referenceDate),
    googleSettings: googleSettingsOf(tenant),
    moneyBirdCredentials: moneyBirdCredentialsOf(tenant, referenceDate),
    moneyBirdMappings: [],
    rateCards: rateCardRows(tenant, lists, referenceDate),
    administrativeInformation: company.details,
    ...budgets,
  };
}
