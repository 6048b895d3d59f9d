import { apiUrlProblem } from '@/lib/deployment-checks';

describe('a build without the mocked API needs a real API over https (security review 17, medium 7)', () => {
  it('with the mocked API on, no API URL is needed', () => {
    expect(apiUrlProblem({ mocking: true })).toBeNull();
  });

  it('refuses a missing API URL instead of quietly calling the mocked host', () => {
    expect(apiUrlProblem({ mocking: false })).toMatch(/NEXT_PUBLIC_API_URL is not set/);
    expect(apiUrlProblem({ apiUrl: '', mocking: false })).toMatch(/is not set/);
  });

  it('refuses plain http, except on localhost', () => {
    expect(apiUrlProblem({ apiUrl: 'http://api.example.com/api/', mocking: false })).toMatch(
      /must use https/,
    );
    expect(apiUrlProblem({ apiUrl: 'http://localhost:8000/api/', mocking: false })).toBeNull();
    expect(apiUrlProblem({ apiUrl: 'https://api.example.com/api/', mocking: false })).toBeNull();
  });

  it('refuses what is not a URL', () => {
    expect(apiUrlProblem({ apiUrl: 'api.example.com', mocking: false })).toMatch(/is not a URL/);
  });
});
