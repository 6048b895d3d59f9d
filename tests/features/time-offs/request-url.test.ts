import { queryWith } from '@/components/url/use-url-state';
import { NO_REQUEST, opensRequest, requestUrl } from '@/features/time-offs/request/request-url';

describe('the request dialogs in the URL', () => {
  it('reads a new request with its prefill, a drawer, and an edit form', () => {
    expect(requestUrl.read({ request: 'new', request_start: '2025-05-05', request_user: '7' })).toEqual({
      kind: 'new',
      start: '2025-05-05',
      userId: 7,
    });
    expect(requestUrl.read({ view: 'calendar', request: '42' })).toEqual({
      kind: 'open',
      id: 42,
      editing: false,
    });
    expect(requestUrl.read({ request: '42', edit: '1' })).toEqual({ kind: 'open', id: 42, editing: true });
    expect(requestUrl.read({ view: 'calendar' })).toEqual(NO_REQUEST);
  });

  it('a malformed prefill is left out; a request the link does not name opens on nothing', () => {
    expect(requestUrl.read({ request: 'new', request_start: '5 May', request_user: 'me' })).toEqual({
      kind: 'new',
      start: null,
      userId: null,
    });
    expect(requestUrl.read({ request: 'abc', edit: 'yes' })).toEqual({
      kind: 'open',
      id: null,
      editing: false,
    });
  });

  it("writes one dialog's keys in place of another's; the list state stays", () => {
    const list = { view: 'requests', status: ['pending'], page: '2' };
    const creating = { ...list, request: 'new', request_start: '2025-05-05', request_user: '7' };
    expect(queryWith(creating, requestUrl.write({ kind: 'open', id: 42, editing: true }))).toEqual({
      ...list,
      request: '42',
      edit: '1',
    });
    expect(opensRequest(42)({ ...list, request: '41', edit: '1' })).toEqual({ ...list, request: '42' });
    expect(queryWith(creating, requestUrl.write(NO_REQUEST))).toEqual(list);
  });
});
