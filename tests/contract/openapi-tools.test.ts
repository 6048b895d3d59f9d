import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { OPENAPI_FILE, REDOCLY_RULES } from '../../scripts/contract/build-openapi';

// Issue 31: the committed contract passes the tools a backend team would use on it. (openapi.test.ts
// fails when the file is not what the code produces; this file checks the file as it is.)

const ROOT = join(import.meta.dirname, '..', '..');
const text = readFileSync(join(ROOT, OPENAPI_FILE), 'utf8');

type Schema = { type?: string; format?: string; properties?: Record<string, Schema>; anyOf?: Schema[] };
type Operation = {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const document = JSON.parse(text) as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    operation,
  })),
);

describe(`the tools a backend team uses accept ${OPENAPI_FILE}`, () => {
  it('the contract is valid for swagger-parser', async () => {
    const parsed = JSON.parse(text) as Parameters<typeof SwaggerParser.validate>[0];
    await expect(SwaggerParser.validate(parsed)).resolves.toBeTruthy();
  });

  it("Redocly's recommended rules report no error", async () => {
    const config = await createConfig({ extends: ['recommended'], rules: REDOCLY_RULES });
    const problems = await lintFromString({ source: text, absoluteRef: OPENAPI_FILE, config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('the types openapi-typescript generates compile', { timeout: 30_000 }, async () => {
    const types = astToString(await openapiTS(JSON.parse(text) as Parameters<typeof openapiTS>[0]));
    const dir = mkdtempSync(join(tmpdir(), 'openapi-types-'));
    try {
      const file = join(dir, 'api.ts');
      writeFileSync(file, `${types}\nexport {};\n`);
      // The generated file itself is checked in full; TypeScript's own lib (no DOM) is taken as it is.
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        lib: ['lib.es2022.d.ts'],
        types: [],
        skipLibCheck: true,
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(types).toContain('export interface operations');
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every operationId is unique', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('every multipart body names its fields', () => {
    const forms = operations.flatMap(({ key, operation }) => {
      const schema = operation.requestBody?.content['multipart/form-data']?.schema;
      return schema ? [{ key, schema }] : [];
    });
    expect(forms.length).toBeGreaterThanOrEqual(15);
    const unnamed = forms.filter(({ schema }) => Object.keys(schema.properties ?? {}).length === 0);
    expect(unnamed.map(({ key }) => key)).toEqual([]);
    // Files are binary parts; a list of texts or files goes as repeated name[] parts.
    const misnamed = forms.flatMap(({ key, schema }) =>
      Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
        const listOfParts = field.type === 'array' && !(field as { items?: Schema }).items?.properties;
        return listOfParts !== name.endsWith('[]') ? [`${key} ${name}`] : [];
      }),
    );
    expect(misnamed).toEqual([]);
    const files = forms.flatMap(({ schema }) =>
      Object.values(schema.properties ?? {}).filter(
        (field) => field.format === 'binary' || (field as { items?: Schema }).items?.format === 'binary',
      ),
    );
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it('file answers have their media type', () => {
    const fileAnswers = Object.fromEntries(
      operations.flatMap(({ key, operation }) => {
        const types = Object.keys(operation.responses['2XX']?.content ?? {}).filter(
          (type) => type !== 'application/json',
        );
        return types.length > 0 ? [[key, types.sort()]] : [];
      }),
    );
    expect(fileAnswers).toEqual({
      'GET /cv/{id}': ['application/pdf'],
      'GET /generate-cv': ['application/pdf', 'application/zip'],
      'GET /invoices/generate-csv': ['text/csv'],
      'GET /invoices/generate-pdf': ['application/pdf', 'application/zip'],
      'POST /language-certificate/{userId}': ['application/zip'],
      // An attachment is whatever was uploaded, answered in its own type (the mock's PDFs and images).
      'GET /media/{id}': ['*/*'],
      'GET /recruitment/candidates/export': ['text/csv'],
      'GET /traffic/export': ['text/csv'],
    });
  });
});
