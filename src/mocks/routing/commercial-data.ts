import { PERMISSIONS, type Permission } from '@/lib/permissions';
import type { MockUser } from '../db/schemas';

// Rates and revenue are commercial data (issue 30, L4): what a person is billed at, and so what their
// bookings earn, goes only to those whose work is that money. Everyone else gets the hours without it.

const holds = (user: MockUser, permission: Permission) => user.permissions.includes(permission);

// A booking's rate and revenue (a term, an allocation, a forecast): project::view already reads every
// term with its rate and the project figures; project::update sets the rates.
export const mayReadBookingMoney = (user: MockUser): boolean =>
  holds(user, PERMISSIONS.projectView) || holds(user, PERMISSIONS.projectUpdate);

// The rate card: those above (a new term takes its rate from it) and settings::manage, who keeps it.
export const mayReadRateCards = (user: MockUser): boolean =>
  mayReadBookingMoney(user) || holds(user, PERMISSIONS.settingsManage);
