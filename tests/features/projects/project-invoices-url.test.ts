import { queryWith } from '@/components/url/use-url-state';
import { projectInvoicesPageUrl } from '@/features/projects/invoices/project-invoices-url';

describe("the page of a project's invoices in the URL", () => {
  it('reads the page from the link', () => {
    expect(projectInvoicesPageUrl.read({ page: '3' })).toBe(3);
  });

  it('a malformed or missing page is the first', () => {
    expect(projectInvoicesPageUrl.read({ page: '-2' })).toBe(1);
    expect(projectInvoicesPageUrl.read({ page: 'two' })).toBe(1);
    expect(projectInvoicesPageUrl.read({})).toBe(1);
  });

  it('writes a later page and takes the first off the link; other keys stay', () => {
    const query = { project: ['4', 'invoices'], cur: 'company', page: '2' };
    expect(queryWith(query, projectInvoicesPageUrl.write(5))).toEqual({ ...query, page: '5' });
    expect(queryWith(query, projectInvoicesPageUrl.write(1))).toEqual({
      project: ['4', 'invoices'],
      cur: 'company',
    });
  });
});
