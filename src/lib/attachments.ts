// Files attached to courses, achievements, projects and language certificates: what the client lets
// through before sending, and what the mocked API accepts.
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const ATTACHMENT_TYPE_DESCRIPTION = 'PDF, PNG or JPEG';
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_FILES = 5;
