import { OrganizationSwitchScreen } from '@/features/organizations/organization-switch-page';

export default OrganizationSwitchScreen;
