// Laravel answers a failed validation with 422 and `errors: { field: [messages] }`.
export type FieldErrorMap = Record<string, string[] | string>;

export type FieldMessage = { field: string; message: string };

// Keys the server reports that are not form fields (e.g. a list of blocked words) are not shown per field.
export const DEFAULT_BLOCKED_TERMS: readonly string[] = ['blocked_terms'];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// 'skills.0.first_name' → 'first name': people read the last segment, not the path.
export function humanizeFieldName(field: string): string {
  const segments = field.split('.');
  const human = (segments[segments.length - 1] ?? field).replace(/_/g, ' ').trim().replace(/\s+/g, ' ');
  // A key of only underscores/dots would humanise to nothing; the raw key is better than blank.
  return human === '' ? field : human;
}

// Replaces whole-word mentions only, so 'name' inside 'first_name' is left alone.
function replaceMention(message: string, raw: string, human: string): string {
  if (raw === '' || raw === human) return message;
  return message.replace(new RegExp(`(?<![\\w.])${escapeRegExp(raw)}(?![\\w])`, 'g'), human);
}

function firstMessage(messages: string[] | string): string {
  return (Array.isArray(messages) ? messages[0] : messages) ?? '';
}

// One message per field (the first), with field names written the way a person reads them.
// The key itself is kept as-is: the form decides how 'skills.0.level' maps to an input.
export function toFieldMessages(
  errors: FieldErrorMap,
  blockedTerms: readonly string[] = DEFAULT_BLOCKED_TERMS,
): FieldMessage[] {
  // An empty term would match every key and hide all errors.
  const terms = blockedTerms.filter((term) => term !== '');
  return Object.entries(errors)
    .filter(([field]) => !terms.some((term) => field.includes(term)))
    .map(([field, messages]) => {
      const human = humanizeFieldName(field);
      const lastSegment = field.split('.').pop() ?? field;
      // Laravel names the attribute by its full key ('The skills.0.level field…'); say 'level'.
      const message = replaceMention(
        replaceMention(firstMessage(messages), field, human),
        lastSegment,
        human,
      ).trim();
      return { field, message: message === '' ? `${human} is required` : message };
    });
}
