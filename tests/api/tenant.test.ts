import { centralBaseUrl, isApiOrigin, tenantBaseUrl, tenantFromHost } from '@/api/tenant';

const BASE = 'https://api.example.com/api/';

describe('where calls go', () => {
  it('prefixes the tenant name to the API host', () => {
    expect(tenantBaseUrl(BASE, 'acme')).toBe('https://acme.api.example.com/api/');
  });

  it('keeps port and path of the configured base', () => {
    expect(tenantBaseUrl('http://localhost:8000/api/', 'globex')).toBe('http://globex.localhost:8000/api/');
  });

  it('uses the bare host when there is no tenant', () => {
    expect(tenantBaseUrl(BASE, null)).toBe(BASE);
  });

  it('refuses a tenant name that could change the host, instead of falling back to the bare host', () => {
    expect(() => tenantBaseUrl(BASE, 'evil.com/')).toThrow();
    expect(() => tenantBaseUrl(BASE, 'a.b')).toThrow();
  });

  it('sends pre-login calls to central/ on the bare host', () => {
    expect(centralBaseUrl(BASE)).toBe('https://api.example.com/api/central/');
    expect(centralBaseUrl('https://api.example.com/api')).toBe('https://api.example.com/api/central/');
  });

  it('knows the API host and its tenant subdomains, and nothing else', () => {
    expect(isApiOrigin(BASE, 'https://api.example.com/api/user')).toBe(true);
    expect(isApiOrigin(BASE, 'https://acme.api.example.com/api/user')).toBe(true);
    expect(isApiOrigin(BASE, 'https://evil.com/api/user')).toBe(false);
    expect(isApiOrigin(BASE, 'https://api.example.com.evil.com/')).toBe(false);
    expect(isApiOrigin(BASE, 'http://api.example.com/api/user')).toBe(false);
    expect(isApiOrigin(BASE, 'not a url')).toBe(false);
  });

  it('reads the tenant back from a tenant host', () => {
    expect(tenantFromHost(BASE, 'https://acme.api.example.com/api/user')).toBe('acme');
    expect(tenantFromHost(BASE, 'https://api.example.com/api/central/login')).toBeNull();
  });
});
