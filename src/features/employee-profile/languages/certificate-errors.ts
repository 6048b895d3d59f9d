import { ApiError, isApiError } from '@/api/api-error';

export const CERTIFICATES_FIELD = 'certificates';

// The server names a refused certificate by its place (certificates.1); the person knows it by its
// name. Every certificate message lands on the certificates field.
export function certificatesOnField(error: unknown, files: readonly File[]): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const match = /^certificates\.(\d+)$/.exec(field);
    const target = match ? CERTIFICATES_FIELD : field;
    const name = match ? files[Number(match[1])]?.name : undefined;
    const named = messages.map((message) =>
      name ? message.replace(`The ${field} field`, `“${name}”`) : message,
    );
    fieldErrors[target] = [...(fieldErrors[target] ?? []), ...named];
  }
  return new ApiError({
    status: error.status,
    message: error.message,
    fieldErrors,
    requestId: error.requestId,
    response: error.response,
    suppressed: error.suppressed,
    url: error.url,
    cause: error,
  });
}
