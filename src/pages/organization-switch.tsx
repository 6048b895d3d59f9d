import { OrganizationSwitchScreen } from '@/features/organisations/organization-switch-page';

export default OrganizationSwitchScreen;
