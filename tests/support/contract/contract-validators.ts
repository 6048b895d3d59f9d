import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { DOCUMENT_ID, type JsonObject } from './contract-document';

// ajv over the contract: the document is added once, and each schema is compiled the first time a
// request or answer needs it, by its pointer into the document, so `$ref`s resolve as OpenAPI has them.

export type Validation = { ok: true } | { ok: false; errors: string[] };
// A schema that cannot be compiled (a dangling `$ref`): its pointer and why, reported once per worker.
export type Unusable = { unusable: string };

const MAX_ERRORS = 5;

// A pointer ('#/paths/~1invoices/post/…') as a `$ref` into the document, each segment URI-escaped.
export const refTo = (pointer: string): string =>
  `${DOCUMENT_ID}#${pointer
    .replace(/^#/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')}`;

function createAjv(document: JsonObject, coerceTypes: boolean): Ajv2020 {
  // strict off: OpenAPI's own keywords (discriminator, example, x-…) sit beside the schemas; zod's
  // patterns are JavaScript's, not unicode mode's.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    unicodeRegExp: false,
    validateSchema: false,
    coerceTypes: coerceTypes ? 'array' : false,
  });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  return ajv;
}

export const describeErrors = (errors: readonly ErrorObject[] | null | undefined): string[] => {
  const all = (errors ?? []).map((error) => {
    const extra =
      'additionalProperty' in error.params
        ? ` (${String(error.params.additionalProperty)})`
        : 'allowedValues' in error.params
          ? ` (${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')})`
          : '';
    return `${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
  });
  const lines = [...new Set(all)];
  return lines.length > MAX_ERRORS
    ? [...lines.slice(0, MAX_ERRORS), `… ${lines.length - MAX_ERRORS} more`]
    : lines;
};

export type ContractValidators = {
  // A body (JSON as parsed) against the schema at a pointer.
  validate: (pointer: string, data: unknown) => Validation | Unusable;
  // Query or path values (text) against an object schema built from the operation's parameters, the
  // text coerced to the types declared (numbers, arrays).
  validateParameters: (key: string, build: () => JsonObject, values: JsonObject) => Validation | Unusable;
};

export function createContractValidators(document: JsonObject): ContractValidators {
  const exact = createAjv(document, false);
  const coercing = createAjv(document, true);
  const compiled = new Map<string, ValidateFunction | Unusable>();

  function compile(ajv: Ajv2020, key: string, schema: () => JsonObject): ValidateFunction | Unusable {
    const known = compiled.get(key);
    if (known) return known;
    let result: ValidateFunction | Unusable;
    try {
      result = ajv.compile(schema());
    } catch (error) {
      result = { unusable: error instanceof Error ? error.message : String(error) };
    }
    compiled.set(key, result);
    return result;
  }

  function run(validator: ValidateFunction | Unusable, data: unknown): Validation | Unusable {
    if ('unusable' in validator) return validator;
    return validator(data) ? { ok: true } : { ok: false, errors: describeErrors(validator.errors) };
  }

  return {
    validate: (pointer, data) =>
      run(
        compile(exact, pointer, () => ({ $ref: refTo(pointer) })),
        data,
      ),
    validateParameters: (key, build, values) => run(compile(coercing, `parameters ${key}`, build), values),
  };
}
