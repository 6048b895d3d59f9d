import { isApiError, withFieldErrors } from '@/api/api-error';

// The server names a refused file by its place in the upload (`files.1`, `certificates.0`); the person
// knows it by its name. Every such message lands on the one file field of the form, as one text (a
// field shows one message); other field errors pass through.
export function filesOnField(error: unknown, files: readonly File[], field: string): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const position = new RegExp(`^${field}\\.(\\d+)$`);
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const match = position.exec(key);
    if (!match) {
      fieldErrors[key] = [...(fieldErrors[key] ?? []), ...messages];
      continue;
    }
    const name = files[Number(match[1])]?.name;
    const named = messages.map((message) =>
      name ? message.replace(`The ${key} field`, `“${name}”`) : message,
    );
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...named];
  }
  const fileMessages = fieldErrors[field];
  if (fileMessages) fieldErrors[field] = [fileMessages.join(' ')];
  return withFieldErrors(error, fieldErrors);
}
