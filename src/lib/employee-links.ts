// A person's profile, opened on a tab (a path segment; /employee/{id} alone opens the overview too).
export const employeeProfileHref = (id: number, tab = 'overview'): string => `/employee/${id}/${tab}`;
