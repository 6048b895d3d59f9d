import type { HttpHandler } from 'msw';
import { malformedIdRoutes } from '../routing/route';
import { achievementHandlers } from './achievements';
import { administrativeInformationHandlers } from './administrative-information';
import { applicationConfigHandlers } from './application-configs';
import { assessmentHandlers } from './assessments';
import { authHandlers } from './auth';
import { availabilityEntryHandlers } from './availability-entries';
import { careerHistoryHandlers } from './career-history';
import { courseHandlers } from './courses';
import { currencyConfigHandlers } from './currency-configs';
import { currencyRateHandlers } from './currency-rates';
import { cvHandlers } from './cvs';
import { demoControlHandlers } from './demo-control';
import { departmentHandlers } from './departments';
import { educationHandlers } from './education';
import { employeeRegistrationHandlers } from './employee-registration';
import { employmentTypeHandlers } from './employment-types';
import { experienceHandlers } from './experiences';
import { generateCvHandlers } from './generate-cv';
import { globalRoleHandlers } from './global-roles';
import { impersonationHandlers } from './impersonation';
import { industryHandlers } from './industries';
import { integrationHandlers } from './integrations';
import { invitationHandlers } from './invitations';
import { invoiceHandlers } from './invoices';
import { reportHandlers } from './reports';
import { internalProjectListHandlers } from './internal-projects-list';
import { internalProjectHandlers } from './internal-project';
import { languageHandlers } from './languages';
import { locationHandlers } from './locations';
import { mediaHandlers } from './media';
import { minimalUserHandlers } from './minimal-users';
import { moneyBirdHandlers } from './money-bird';
import { notificationHandlers } from './notifications';
import { organizationHandlers } from './organizations';
import { positionHandlers } from './positions';
import { profileSectionHandlers } from './profile-sections';
import { projectFigureHandlers } from './project-figures';
import { projectManagerHandlers } from './project-managers';
import { publicHolidayHandlers } from './public-holidays';
import { rateCardHandlers } from './rate-cards';
import { budgetHandlers } from './budget';
import { recruitmentHandlers } from './recruitment';
import { reminderHandlers } from './reminders';
import { savedFilterHandlers } from './saved-filters';
import { seniorityHandlers } from './seniorities';
import { skillHandlers } from './skills';
import { termHandlers } from './terms';
import { trafficHandlers } from './traffic';
import { timeOffConfigHandlers } from './time-off-configs';
import { timeOffHandlers } from './time-offs';
import { userBulkHandlers } from './user-bulk';
import { userCreateHandlers } from './user-create';
import { userListHandlers } from './user-list';
import { userProfileHandlers } from './user-profile';
import { userProjectHandlers } from './user-projects';
import { userSkillHandlers } from './user-skills';
import { userHandlers } from './users';
import { vatHandlers } from './vats';
import { invoiceCalculationHandlers } from './invoice-calculations';
import { invoiceFileHandlers } from './invoice-files';

// Every route of the mocked API, for the browser worker, msw/node and Playwright alike.
export const handlers: HttpHandler[] = [
  ...demoControlHandlers,
  ...authHandlers,
  ...employeeRegistrationHandlers,
  ...userHandlers,
  ...userListHandlers,
  ...userBulkHandlers,
  ...recruitmentHandlers,
  ...userCreateHandlers,
  ...userProfileHandlers,
  ...generateCvHandlers,
  ...cvHandlers,
  ...availabilityEntryHandlers,
  ...savedFilterHandlers,
  ...notificationHandlers,
  ...organizationHandlers,
  ...invitationHandlers,
  ...impersonationHandlers,
  ...minimalUserHandlers,
  ...positionHandlers,
  ...departmentHandlers,
  ...seniorityHandlers,
  ...skillHandlers,
  ...industryHandlers,
  ...educationHandlers,
  ...experienceHandlers,
  ...assessmentHandlers,
  ...projectManagerHandlers,
  ...projectFigureHandlers,
  ...globalRoleHandlers,
  ...employmentTypeHandlers,
  ...locationHandlers,
  ...currencyRateHandlers,
  ...vatHandlers,
  ...integrationHandlers,
  ...moneyBirdHandlers,
  ...rateCardHandlers,
  ...budgetHandlers,
  ...applicationConfigHandlers,
  ...timeOffConfigHandlers,
  ...timeOffHandlers,
  ...currencyConfigHandlers,
  ...administrativeInformationHandlers,
  ...publicHolidayHandlers,
  ...profileSectionHandlers,
  ...careerHistoryHandlers,
  ...mediaHandlers,
  ...courseHandlers,
  ...achievementHandlers,
  ...userSkillHandlers,
  ...languageHandlers,
  ...userProjectHandlers,
  ...internalProjectListHandlers,
  ...termHandlers,
  ...trafficHandlers,
  ...reminderHandlers,
  ...internalProjectHandlers,
  ...invoiceCalculationHandlers,
  ...invoiceFileHandlers,
  ...invoiceHandlers,
  ...reportHandlers,
  ...malformedIdRoutes(),
];
