import { SettingsScreen } from '@/features/settings/settings-page';

export default SettingsScreen;
