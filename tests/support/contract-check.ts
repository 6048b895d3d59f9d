import { server } from '@/mocks/node';
import { MALFORMED_FAULT_HEADER } from '@/mocks/scenarios';
import { checkRequest, checkResponse, type Findings } from './contract/check-exchange';
import {
  loadContractDocument,
  type ContractDocument,
  type MatchedOperation,
} from './contract/contract-document';
import { createContractValidators, type ContractValidators } from './contract/contract-validators';

// The mocked API held to docs/openapi.json (issue 31): in every case, each request the mocked API
// receives is checked against its operation's parameters and body, and each answer against the
// response listed for its status. A mismatch fails the case that made it, after the case, with the
// method, path, status and ajv's error paths. Calls the contract has no operation for are not checked.

type Contract = { document: ContractDocument; validators: ContractValidators };

type CaseState = {
  requestsChecked: boolean;
  operations: Map<string, MatchedOperation>;
  pending: Promise<void>[];
  problems: string[];
};

// Loaded and compiled once per worker, on the first call the contract knows.
let contract: Contract | null = null;
function contractNow(): Contract {
  if (!contract) {
    const document = loadContractDocument();
    contract = { document, validators: createContractValidators(document.raw) };
  }
  return contract;
}

// Schemas the check could not compile (a dangling $ref): said once per worker, the exchange skipped.
const reportedUnusable = new Set<string>();

let current: CaseState | null = null;

const exchangeName = (request: Request, matched: MatchedOperation): string => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search} (contract: ${matched.operation.method} ${matched.operation.path})`;
};

function record(state: CaseState, heading: string, findings: Findings): void {
  for (const reason of findings.unusable) {
    if (reportedUnusable.has(reason)) continue;
    reportedUnusable.add(reason);
    console.warn(`[contract check] skipped, the contract's schema cannot be used: ${heading}: ${reason}`);
  }
  const lines = [...new Set(findings.problems)];
  if (lines.length > 0) state.problems.push(`${heading}\n${lines.map((line) => `    ${line}`).join('\n')}`);
}

function track(state: CaseState, work: () => Promise<void>): void {
  state.pending.push(
    work().catch((error: unknown) => {
      state.problems.push(`contract check failed: ${error instanceof Error ? error.message : String(error)}`);
    }),
  );
}

function listen(state: CaseState): void {
  server.events.on('request:start', ({ request, requestId }) => {
    const matched = contractNow().document.match(request.method, request.url);
    if (!matched) return;
    state.operations.set(requestId, matched);
    if (!state.requestsChecked) return;
    const sent = request.clone();
    track(state, async () =>
      record(
        state,
        `request ${exchangeName(request, matched)}`,
        await checkRequest(contractNow(), matched, sent),
      ),
    );
  });
  server.events.on('response:mocked', ({ request, requestId, response }) => {
    // Only the answers to this case's requests, and never a fault's deliberately broken body.
    const matched = state.operations.get(requestId);
    if (!matched || response.headers.has(MALFORMED_FAULT_HEADER)) return;
    const answer = response.clone();
    track(state, async () =>
      record(
        state,
        `answer ${response.status} to ${exchangeName(request, matched)}`,
        await checkResponse(contractNow(), matched, answer),
      ),
    );
  });
}

// What the check found in this case so far, waiting for the checks under way; they are then no
// longer the case's (for the tests of the check itself).
export async function takeContractProblems(): Promise<string[]> {
  const state = current;
  if (!state) throw new Error('takeContractProblems is for a case: call it inside a test');
  while (state.pending.length > 0) await Promise.all(state.pending.splice(0));
  return state.problems.splice(0);
}

// In both setup files, before resetAfterEachCase: after-hooks run in reverse, so the check ends the
// case last, once the screen has unmounted and no new request can start.
export function holdMockToContract(): void {
  beforeEach(() => {
    current = { requestsChecked: true, operations: new Map(), pending: [], problems: [] };
    listen(current);
  });
  afterEach(async () => {
    const problems = await takeContractProblems();
    current = null;
    if (problems.length > 0)
      throw new Error(`The mocked API and docs/openapi.json disagree:\n${problems.join('\n')}`);
  });
}

// For cases that send bad requests on purpose (the mock's tests of malformed input): their requests
// are not checked; the answers still are. At the top of a file or a describe block it covers each case
// there; inside a test, the rest of that case (so the good requests before it are still checked).
export function allowInvalidRequests(): void {
  if (current) {
    current.requestsChecked = false;
    return;
  }
  beforeEach(() => {
    if (current) current.requestsChecked = false;
  });
}
