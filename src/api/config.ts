import { MOCK_API_URL } from '@/lib/content-security-policy';

// Build-time settings of the client (see .env.example).
export const isMockingEnabled = process.env.NEXT_PUBLIC_API_MOCKING === 'enabled';

export function apiBaseUrl(): string {
  const configured = process.env.NEXT_PUBLIC_API_URL;
  const base = configured && configured.length > 0 ? configured : MOCK_API_URL;
  return base.endsWith('/') ? base : `${base}/`;
}

export const appVersion = process.env.NEXT_PUBLIC_APP_VERSION ?? '0.0.0';
