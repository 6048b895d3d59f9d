import { applicationConfigsList } from './application-configs/application-configs.reference';
import { assessmentsList } from './assessments/assessments.reference';
import { currencyRatesList } from './currency-rates/currency-rates.reference';
import { departmentsList } from './departments/departments.reference';
import { employmentTypesList } from './employment-types/employment-types.reference';
import { globalRolesList } from './global-roles/global-roles.reference';
import { industriesList } from './industries/industries.reference';
import { userOrganizationsList } from './organizations/organizations.reference';
import { positionsList } from './positions/positions.reference';
import { projectManagersList } from './project-managers/project-managers.reference';
import { publicHolidaysList } from './public-holidays/public-holidays.reference';
import type { ReferenceList } from './reference-data';
import { senioritiesList } from './seniorities/seniorities.reference';
import { skillsList } from './skills/skills.reference';
import { vatsList } from './vats/vats.reference';

// Every reference list a page can declare; currencies come with the application configs.
export const referenceLists = {
  positions: positionsList,
  departments: departmentsList,
  seniorities: senioritiesList,
  skills: skillsList,
  industries: industriesList,
  assessments: assessmentsList,
  currencyRates: currencyRatesList,
  projectManagers: projectManagersList,
  userOrganizations: userOrganizationsList,
  applicationConfigs: applicationConfigsList,
  publicHolidays: publicHolidaysList,
  globalRoles: globalRolesList,
  employmentTypes: employmentTypesList,
  vats: vatsList,
} satisfies Record<string, ReferenceList<unknown>>;

export type ReferenceListName = keyof typeof referenceLists;
