// The API's address in the demo: the in-browser mock answers there (and the CSP allows it).
export const MOCK_API_URL = 'https://api.staff-portal.test/api/';
