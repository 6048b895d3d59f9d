import { isApiError, type ApiError } from './api-error';

// A server's refusal in one sentence: the first message at a field (Laravel's 422), else its own message.
export function refusalMessageOf(error: ApiError): string {
  return Object.values(error.fieldErrors).flat()[0] ?? error.message;
}

// The same for anything thrown: what is not the API's answer gets the caller's words.
export function refusalText(error: unknown, fallback: string): string {
  return isApiError(error) ? refusalMessageOf(error) : fallback;
}
