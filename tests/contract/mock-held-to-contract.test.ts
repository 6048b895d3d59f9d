import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/mocks/node';
import { setFault } from '@/mocks/scenarios';
import { allowInvalidRequests, takeContractProblems } from '../support/contract-check';
import { contractDocumentOf } from '../support/contract/contract-document';
import { createContractValidators } from '../support/contract/contract-validators';
import { getAs, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';
import { postMultipart } from '../mocks/multipart-body';

// Issue 31: the check the setup files run in every case (tests/support/contract-check.ts). A mismatch
// fails the case after it ends; `it.fails` proves that, and takeContractProblems shows what is said.

setupMockApi();

// notifications: GET, answered with { data: [...], sum } (NotificationList).
const NOTIFICATIONS = tenantUrl('acme', 'notifications');

function answerNotificationsWith(body: JsonBodyType, status = 200): void {
  server.use(http.get(NOTIFICATIONS, () => HttpResponse.json(body, { status })));
}

describe('the mocked API held to docs/openapi.json', () => {
  it.fails('an answer that breaks its schema fails the test that made it', async () => {
    const token = await login('admin@acme.test');
    answerNotificationsWith({ data: 'not a list', sum: 0 });
    // The call itself goes through: only the check, after the case, fails it.
    expect((await getAs('acme', 'notifications', token)).status).toBe(200);
  });

  it('an answer that breaks its schema is reported with the method, path, status and error path', async () => {
    const token = await login('admin@acme.test');
    answerNotificationsWith({ data: 'not a list', sum: 0 });
    await getAs('acme', 'notifications', token);
    const problems = await takeContractProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('answer 200 to GET /api/notifications (contract: GET /notifications)');
    expect(problems[0]).toMatch(/body \/data must be array/);
  });

  it.fails('a request with an unknown query sort value fails', async () => {
    const token = await login('admin@acme.test');
    await getAs('acme', 'time-offs?sort=nonsense', token);
  });

  it('a request with an unknown query sort value is reported with the parameter and its allowed values', async () => {
    const token = await login('admin@acme.test');
    await getAs('acme', 'time-offs?sort=nonsense', token);
    const problems = await takeContractProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('request GET /api/time-offs?sort=nonsense (contract: GET /time-offs)');
    expect(problems[0]).toMatch(
      /parameters \/query\/sort must be equal to one of the allowed values \(.*"start_date"/,
    );
  });

  it('a query parameter the contract does not list is reported', async () => {
    const token = await login('admin@acme.test');
    await getAs('acme', 'notifications?colour=blue', token);
    expect(await takeContractProblems()).toEqual([
      expect.stringMatching(
        /request GET .*notifications\?colour=blue[\s\S]*additional properties \(colour\)/,
      ),
    ]);
  });

  it('a JSON body that breaks its schema is reported at the field', async () => {
    const token = await login('admin@acme.test');
    await sendAs('acme', 'POST', 'saved-filters', token, { list: 'projects', name: 7, filters: {} });
    expect((await takeContractProblems()).join('\n')).toMatch(
      /request POST \/api\/saved-filters[\s\S]*body \/name must be string/,
    );
  });

  it('an error answer is held to the error component: Laravel’s message is required', async () => {
    const token = await login('admin@acme.test');
    answerNotificationsWith({ error: 'gone' }, 404);
    await getAs('acme', 'notifications', token);
    expect((await takeContractProblems()).join('\n')).toMatch(
      /answer 404 to GET \/api\/notifications[\s\S]*must have required property 'message'/,
    );
  });

  it('an answer in a media type the contract does not list is reported', async () => {
    const token = await login('admin@acme.test');
    server.use(http.get(NOTIFICATIONS, () => HttpResponse.text('all well')));
    await getAs('acme', 'notifications', token).catch(() => undefined);
    expect((await takeContractProblems()).join('\n')).toMatch(
      /answer 200 to GET \/api\/notifications[\s\S]*body text\/plain, the contract lists application\/json/,
    );
  });

  it('a multipart field the contract does not list, or a required one left out, is reported', async () => {
    const token = await login('employee@acme.test');
    await postMultipart('acme', 'time-offs', token, [
      ['type', 'vacation'],
      ['start_date', '2025-10-06'],
      ['end_date', '2025-10-07'],
      ['colour', 'blue'],
    ]);
    const problems = (await takeContractProblems()).join('\n');
    expect(problems).toContain('multipart field colour is not in the contract');
    expect(problems).toContain('multipart field note is required');
  });

  it('a well-formed call and answer report nothing', async () => {
    const token = await login('admin@acme.test');
    expect((await getAs('acme', 'notifications', token)).status).toBe(200);
    expect(await takeContractProblems()).toEqual([]);
  });

  it('a malformed-body fault is an answer broken on purpose and is let through', async () => {
    const token = await login('admin@acme.test');
    setFault({ method: 'GET', path: 'notifications', malformed: true });
    expect((await getAs('acme', 'notifications', token)).body).toEqual({ data: 'oops' });
    expect(await takeContractProblems()).toEqual([]);
  });

  it('a path the contract does not have is not checked', async () => {
    server.use(http.get(tenantUrl('acme', 'not-in-the-contract'), () => HttpResponse.json({ any: 'thing' })));
    await fetch(tenantUrl('acme', 'not-in-the-contract?x=1'));
    expect(await takeContractProblems()).toEqual([]);
  });

  describe('allowInvalidRequests, for cases that send bad requests on purpose', () => {
    allowInvalidRequests();

    it('lets a bad request through', async () => {
      const token = await login('admin@acme.test');
      await getAs('acme', 'time-offs?sort=nonsense', token);
      expect(await takeContractProblems()).toEqual([]);
    });

    it('still checks the answers', async () => {
      const token = await login('admin@acme.test');
      answerNotificationsWith({ data: 'not a list', sum: 0 });
      await getAs('acme', 'notifications?colour=blue', token);
      const problems = await takeContractProblems();
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^answer 200 to GET/);
    });
  });

  it('allowInvalidRequests inside a case lets that case’s bad requests through', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    await getAs('acme', 'time-offs?sort=nonsense', token);
    expect(await takeContractProblems()).toEqual([]);
  });
});

describe('the check’s reading of a contract', () => {
  const TENANT = 'https://{tenant}.{apiHost}/api';
  const CENTRAL = 'https://{apiHost}/api';
  const answer = (schema: Record<string, unknown>) => ({
    responses: { '2XX': { description: 'ok', content: { 'application/json': { schema } } } },
  });
  const document = contractDocumentOf({
    openapi: '3.1.0',
    servers: [{ url: TENANT }],
    paths: {
      '/cv/{id}': { get: answer({ type: 'object' }) },
      '/cv/enhance/': { post: answer({ type: 'object' }) },
      '/broken': { get: answer({ $ref: '#/$defs/__schema0' }) },
      '/central/login': { post: { ...answer({ type: 'object' }), servers: [{ url: CENTRAL }] } },
    },
  });

  it('matches a fixed path before a template, and a call to central by its own server', () => {
    const matched = (method: string, url: string) => {
      const found = document.match(method, url);
      return found && `${found.operation.method} ${found.operation.path} ${JSON.stringify(found.pathParams)}`;
    };
    expect(matched('POST', 'https://acme.api.example.com/api/cv/enhance/')).toBe('POST /cv/enhance/ {}');
    expect(matched('GET', 'https://acme.api.example.com/api/cv/12?x=1')).toBe('GET /cv/{id} {"id":"12"}');
    expect(matched('POST', 'https://api.example.com/api/central/login')).toBe('POST /central/login {}');
    expect(matched('DELETE', 'https://acme.api.example.com/api/cv/12')).toBeNull();
    expect(matched('GET', 'https://acme.api.example.com/api/nowhere')).toBeNull();
  });

  it('skips a schema with a dangling $ref, saying why, rather than failing every call to it', () => {
    const validators = createContractValidators(document.raw);
    const pointer = '#/paths/~1broken/get/responses/2XX/content/application~1json/schema';
    expect(validators.validate(pointer, {})).toEqual({ unusable: expect.stringContaining('__schema0') });
  });
});
