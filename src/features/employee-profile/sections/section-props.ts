import type { UserProfile } from '@/api/user-profile/user-profile.schemas';

// What every profile tab receives: the person (GET user/{id}) and whether the edit gate lets them change.
export type SectionProps = { person: UserProfile; editable: boolean };
