// The registration link's token is its route's last segment (/employee-registration/<token>).
export const REGISTRATION_TOKEN_PARAM = 'id';

export const registrationTokenOf = (raw: string | string[] | undefined): string | null =>
  typeof raw === 'string' ? raw : null;
