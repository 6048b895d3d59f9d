import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Every call the client makes, read from the source of src/api with TypeScript's compiler: each call of
// the three request primitives (request, requestFile, requestBlob) with its method, path, query
// parameters, body type and response schema, the media types a download declares, and the leading
// comment of the request function. Nothing is declared twice: a new api module is found because its
// functions call request(). A multipart body is made by multipartBody() (src/api/multipart.ts), whose
// type carries its fields; a FormData built by hand fails, as its fields cannot be read.
//
// Paths and methods are evaluated from the code, through the small language the api modules use:
// literals, templates, conditionals, constants, object literals and the parameters of the functions
// that build calls (defineOrgDataApi, attachedItemCalls, defineReferenceList…), which are followed to
// every place they are called from. A template part the code does not fix (`${id}`) is a path
// parameter. Anything else fails with the file and line, so no call is ever left out quietly.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export type JsonSchema = Record<string, unknown>;

export type PathParam = { name: string; schema: JsonSchema };

// A zod schema as JavaScript over the modules that export its parts: `$i[0]($i[1])` with
// imports [dataOf from src/api/common.schemas.ts, industrySchema from …].
export type RuntimeExpression = { code: string; imports: RuntimeImport[] };
export type RuntimeImport = { file?: string; module?: string; name: string | null };

export type ScannedCall = {
  method: Method;
  // API path without the base, parameters in braces: 'notifications/change-seen-status/{id}'.
  path: string;
  pathParams: PathParam[];
  central: boolean;
  // 'json': the answer is parsed with `response`; 'file': a download (PDF, ZIP, …).
  answer: 'json' | 'file';
  response: RuntimeExpression | null;
  // What a download answers ('application/pdf', …), as its request declares it (`mediaTypes`).
  mediaTypes: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: { contentType: 'application/json' | 'multipart/form-data'; schema: JsonSchema } | null;
  // The request function and its file, relative to the project root.
  functionName: string;
  file: string;
  // The `//` lines above the request function (or the factory's member, else the factory's call), as
  // one text; null when there are none.
  comment: string | null;
  // Where request() is called: 'src/api/notifications/notifications.api.ts:9' (not in the contract).
  site: string;
};

const READABLE_CALL =
  'Write the method and path so they can be read from the code (literals, templates, constants ' +
  'or parameters of a function that is called with them), as the other api modules do.';
const READABLE_FORM =
  'Build the body with multipartBody({ … }) of src/api/multipart.ts, each field named in the object ' +
  'or in the typed result of a function spread into it, as the other api modules do.';

export class UnreadableCallError extends Error {
  constructor(node: ts.Node, reason: string, hint: string = READABLE_CALL) {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    super(`${source.fileName}:${line + 1}: ${reason}\n  ${node.getText().split('\n')[0]}\n  ${hint}`);
    this.name = 'UnreadableCallError';
  }
}

type FunctionLike = ts.SignatureDeclaration & { body?: ts.ConciseBody | ts.Block };

// The calls a function is bound to while a call is evaluated: one per function, the innermost first.
type Bindings = ReadonlyMap<ts.Node, ts.CallExpression>;

class NeedBinding {
  constructor(readonly fn: FunctionLike) {}
}

type Part = string | { param: string; node: ts.Node };
type Value =
  | { kind: 'text'; parts: Part[] }
  | { kind: 'function'; node: FunctionLike }
  | { kind: 'object'; node: ts.ObjectLiteralExpression }
  // A value the code does not fix: a parameter nobody binds here, a call into a library…
  | { kind: 'opaque'; name: string; node: ts.Node; unbound?: FunctionLike };

const PRIMITIVES: Record<string, { answer: 'json' | 'file'; config: number; schema?: number }> = {
  request: { answer: 'json', schema: 0, config: 1 },
  requestBlob: { answer: 'file', config: 0 },
  requestFile: { answer: 'file', config: 0 },
};
const PRIMITIVE_FILES = ['src/api/http.ts', 'src/api/file-download.ts'];

// A number as a form sends it.
const NUMBER_TEXT = '^-?[0-9]+(\\.[0-9]+)?$';

function apiFiles(root: string): string[] {
  const dir = join(root, 'src', 'api');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file))
    .sort();
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isAwaitExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

const isFunctionLike = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node);

function isExported(statement: ts.Node): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

export function scanCalls(root: string): ScannedCall[] {
  const files = apiFiles(root);
  const configPath = join(root, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(files, { ...config?.options, noEmit: true, incremental: false });
  const checker = program.getTypeChecker();
  const sources = program
    .getSourceFiles()
    .filter((source) => source.fileName.startsWith(join(root, 'src', 'api') + '/'));
  const rel = (file: string) => relative(root, file);

  // ---- symbols and calls -------------------------------------------------------------------------

  // The symbol a name stands for; in `{ method }` the variable, not the property.
  function localSymbol(node: ts.Node): ts.Symbol | undefined {
    const parent = node.parent;
    if (parent && ts.isShorthandPropertyAssignment(parent) && parent.name === node) {
      return checker.getShorthandAssignmentValueSymbol(parent);
    }
    return checker.getSymbolAtLocation(node);
  }

  function symbolOf(node: ts.Node): ts.Symbol | undefined {
    const symbol = localSymbol(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
    return symbol;
  }

  const callsBySymbol = new Map<ts.Symbol, ts.CallExpression[]>();
  const primitiveCalls: { call: ts.CallExpression; primitive: string }[] = [];
  for (const source of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = unwrap(node.expression);
        const symbol = symbolOf(ts.isPropertyAccessExpression(callee) ? callee.name : callee);
        if (symbol) {
          const list = callsBySymbol.get(symbol) ?? [];
          list.push(node);
          callsBySymbol.set(symbol, list);
          const declaration = symbol.declarations?.[0];
          const home = declaration ? rel(declaration.getSourceFile().fileName) : '';
          if (
            PRIMITIVE_FILES.includes(home) &&
            PRIMITIVES[symbol.name] &&
            !PRIMITIVE_FILES.includes(rel(source.fileName))
          ) {
            primitiveCalls.push({ call: node, primitive: symbol.name });
          }
          // The axios instance itself is for the primitives only.
          if (
            home === 'src/api/http.ts' &&
            ts.isPropertyAccessExpression(callee) &&
            !PRIMITIVE_FILES.includes(rel(source.fileName))
          ) {
            const target = symbolOf(callee.expression);
            if (target?.name === 'http') {
              throw new UnreadableCallError(
                node,
                'the axios instance is called directly; use request() or requestFile()',
              );
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  function functionSymbol(fn: FunctionLike): ts.Symbol | undefined {
    if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) return symbolOf(fn.name);
    const parent = fn.parent;
    if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return symbolOf(parent.name);
    return undefined;
  }

  function callsOf(fn: FunctionLike): ts.CallExpression[] {
    const symbol = functionSymbol(fn);
    return symbol ? (callsBySymbol.get(symbol) ?? []) : [];
  }

  // ---- evaluation of paths and methods -----------------------------------------------------------

  function returnedExpression(fn: FunctionLike): ts.Expression {
    const body = fn.body;
    if (!body) throw new UnreadableCallError(fn, 'a function without a body builds a path');
    if (!ts.isBlock(body)) return body;
    const returns: ts.Expression[] = [];
    const visit = (node: ts.Node): void => {
      if (isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) returns.push(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    if (returns.length !== 1 || !returns[0]) {
      throw new UnreadableCallError(fn, 'a function that builds a path must return one expression');
    }
    return returns[0];
  }

  function parameterValue(parameter: ts.ParameterDeclaration, bindings: Bindings): Value[] {
    const fn = parameter.parent as FunctionLike;
    const call = bindings.get(fn);
    const name = ts.isIdentifier(parameter.name) ? parameter.name.text : 'value';
    if (!call) return [{ kind: 'opaque', name, node: parameter, unbound: fn }];
    const argument = call.arguments[fn.parameters.indexOf(parameter)];
    if (argument) return evaluate(argument, bindings);
    if (parameter.initializer) return evaluate(parameter.initializer, bindings);
    return [{ kind: 'opaque', name, node: parameter }];
  }

  function propertyOf(value: Value, name: string, node: ts.Node, bindings: Bindings): Value[] {
    if (value.kind === 'object') {
      for (const property of value.node.properties) {
        const key =
          property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
            ? property.name.text
            : null;
        if (key !== name) continue;
        if (ts.isPropertyAssignment(property)) return evaluate(property.initializer, bindings);
        if (ts.isShorthandPropertyAssignment(property)) {
          const symbol = checker.getShorthandAssignmentValueSymbol(property);
          return symbol
            ? evaluateSymbol(symbol, property, bindings)
            : [{ kind: 'opaque', name, node: property }];
        }
        if (ts.isMethodDeclaration(property)) return [{ kind: 'function', node: property }];
      }
      return [{ kind: 'opaque', name, node }];
    }
    if (value.kind === 'opaque') return [{ kind: 'opaque', name, node, unbound: value.unbound }];
    return [{ kind: 'opaque', name, node }];
  }

  function evaluateSymbol(symbol: ts.Symbol, at: ts.Node, bindings: Bindings): Value[] {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const name = symbol.name;
    if (!declaration) return [{ kind: 'opaque', name, node: at }];
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return evaluate(declaration.initializer, bindings);
    }
    if (ts.isParameter(declaration)) return parameterValue(declaration, bindings);
    if (ts.isBindingElement(declaration)) {
      // ({ id, name }) => …: a property of the parameter's value.
      let pattern: ts.Node = declaration.parent;
      const path: string[] = [];
      let element: ts.BindingElement = declaration;
      for (;;) {
        const key = element.propertyName ?? element.name;
        path.unshift(ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : name);
        pattern = element.parent.parent;
        if (ts.isBindingElement(pattern)) element = pattern;
        else break;
      }
      if (!ts.isParameter(pattern)) return [{ kind: 'opaque', name, node: at }];
      let values = parameterValue(pattern, bindings);
      for (const key of path) values = values.flatMap((value) => propertyOf(value, key, at, bindings));
      return values.map((value) => (value.kind === 'opaque' ? { ...value, name } : value));
    }
    if (isFunctionLike(declaration)) return [{ kind: 'function', node: declaration }];
    return [{ kind: 'opaque', name, node: at }];
  }

  function concat(values: Value[][], node: ts.Node): Value[] {
    let results: Part[][] = [[]];
    for (const options of values) {
      const next: Part[][] = [];
      for (const prefix of results) {
        for (const value of options) {
          if (value.kind === 'text') next.push([...prefix, ...value.parts]);
          else if (value.kind === 'opaque') {
            // At the start, an unknown part is no parameter but a prefix someone passes in.
            if (prefix.length === 0 && value.unbound) throw new NeedBinding(value.unbound);
            if (prefix.length === 0)
              throw new UnreadableCallError(node, 'a path starts with a value the code does not fix');
            next.push([...prefix, { param: value.name, node: value.node }]);
          } else throw new UnreadableCallError(node, 'a path joins a function or an object');
        }
      }
      results = next;
    }
    return results.map((parts) => ({ kind: 'text', parts }));
  }

  function evaluate(expression: ts.Expression, bindings: Bindings): Value[] {
    const node = unwrap(expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return [{ kind: 'text', parts: [node.text] }];
    if (ts.isNumericLiteral(node)) return [{ kind: 'text', parts: [node.text] }];
    if (ts.isTemplateExpression(node)) {
      const pieces: Value[][] = [[{ kind: 'text', parts: [node.head.text] }]];
      for (const span of node.templateSpans) {
        pieces.push(evaluate(span.expression, bindings));
        pieces.push([{ kind: 'text', parts: [span.literal.text] }]);
      }
      return concat(pieces, node);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      return concat([evaluate(node.left, bindings), evaluate(node.right, bindings)], node);
    }
    if (ts.isConditionalExpression(node)) {
      return [...evaluate(node.whenTrue, bindings), ...evaluate(node.whenFalse, bindings)];
    }
    if (ts.isIdentifier(node)) {
      if (node.text === 'undefined') return [{ kind: 'opaque', name: 'undefined', node }];
      const symbol = symbolOf(node);
      return symbol ? evaluateSymbol(symbol, node, bindings) : [{ kind: 'opaque', name: node.text, node }];
    }
    if (ts.isPropertyAccessExpression(node)) {
      return evaluate(node.expression, bindings).flatMap((value) =>
        propertyOf(value, node.name.text, node, bindings),
      );
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return [{ kind: 'function', node }];
    if (ts.isObjectLiteralExpression(node)) return [{ kind: 'object', node }];
    if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      // Encoding keeps a parameter a parameter.
      if (
        ts.isIdentifier(callee) &&
        ['encodeURIComponent', 'String'].includes(callee.text) &&
        node.arguments[0]
      ) {
        return evaluate(node.arguments[0], bindings);
      }
      return evaluate(callee, bindings).flatMap((value): Value[] => {
        if (value.kind === 'function') {
          const inner = new Map(bindings);
          inner.set(value.node, node);
          return evaluate(returnedExpression(value.node), inner);
        }
        if (value.kind === 'opaque' && value.unbound) throw new NeedBinding(value.unbound);
        const first = node.arguments[0];
        const hint = first
          ? evaluate(first, bindings).find((candidate) => candidate.kind === 'opaque')
          : undefined;
        return [
          {
            kind: 'opaque',
            name: hint?.kind === 'opaque' ? hint.name : value.kind === 'opaque' ? value.name : 'value',
            node,
          },
        ];
      });
    }
    return [{ kind: 'opaque', name: 'value', node }];
  }

  // The expression a value comes from, through parameters bound to calls: its TypeScript type is the
  // type of what is sent.
  function sourceNode(expression: ts.Expression, bindings: Bindings): ts.Expression {
    const node = unwrap(expression);
    if (ts.isIdentifier(node)) {
      const symbol = symbolOf(node);
      const declaration = symbol?.valueDeclaration;
      if (declaration && ts.isParameter(declaration)) {
        const fn = declaration.parent as FunctionLike;
        const call = bindings.get(fn);
        const argument = call?.arguments[fn.parameters.indexOf(declaration)];
        if (argument) return sourceNode(argument, bindings);
      }
    }
    // A factory's `definition.params`: the property as the call wrote it.
    if (ts.isPropertyAccessExpression(node)) {
      const owner = sourceNode(node.expression, bindings);
      if (ts.isObjectLiteralExpression(owner)) {
        const property = configProperty(owner, node.name.text);
        if (property) return sourceNode(property, bindings);
      }
    }
    return node;
  }

  function configProperty(config: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
    for (const property of config.properties) {
      if (!property.name || !ts.isIdentifier(property.name) || property.name.text !== name) continue;
      if (ts.isPropertyAssignment(property)) return property.initializer;
      if (ts.isShorthandPropertyAssignment(property)) return property.name;
    }
    return undefined;
  }

  // ---- runtime expressions for schemas -----------------------------------------------------------

  function printRuntime(expression: ts.Expression, bindings: Bindings, imports: RuntimeImport[]): string {
    const node = unwrap(expression);
    const ref = (entry: RuntimeImport) => {
      const index = imports.findIndex(
        (existing) =>
          existing.file === entry.file && existing.module === entry.module && existing.name === entry.name,
      );
      if (index >= 0) return `$i[${index}]`;
      imports.push(entry);
      return `$i[${imports.length - 1}]`;
    };
    if (ts.isStringLiteral(node) || ts.isNumericLiteral(node)) return node.getText();
    if (
      node.kind === ts.SyntaxKind.TrueKeyword ||
      node.kind === ts.SyntaxKind.FalseKeyword ||
      node.kind === ts.SyntaxKind.NullKeyword
    ) {
      return node.getText();
    }
    if (ts.isArrayLiteralExpression(node)) {
      return `[${node.elements.map((element) => printRuntime(element, bindings, imports)).join(', ')}]`;
    }
    if (ts.isCallExpression(node)) {
      return `${printRuntime(node.expression, bindings, imports)}(${node.arguments
        .map((argument) => printRuntime(argument, bindings, imports))
        .join(', ')})`;
    }
    if (ts.isPropertyAccessExpression(node)) {
      const objects = evaluate(node.expression, bindings).filter((value) => value.kind === 'object');
      const object = objects[0];
      if (object && object.kind === 'object') {
        const property = object.node.properties.find(
          (candidate) =>
            candidate.name && ts.isIdentifier(candidate.name) && candidate.name.text === node.name.text,
        );
        if (property && ts.isPropertyAssignment(property))
          return printRuntime(property.initializer, bindings, imports);
        if (property && ts.isShorthandPropertyAssignment(property))
          return printRuntime(property.name, bindings, imports);
      }
      return `${printRuntime(node.expression, bindings, imports)}.${node.name.text}`;
    }
    if (ts.isIdentifier(node)) {
      const local = localSymbol(node);
      const importDeclaration = local?.declarations?.[0];
      // A package's export: imported by its module name.
      if (local && local.flags & ts.SymbolFlags.Alias && importDeclaration) {
        const declaration = importDeclaration;
        const statement = ts.findAncestor(declaration, ts.isImportDeclaration);
        const specifier =
          statement && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
        if (specifier && !specifier.startsWith('.') && !specifier.startsWith('@/')) {
          if (ts.isNamespaceImport(declaration)) return ref({ module: specifier, name: null });
          const imported = ts.isImportSpecifier(declaration)
            ? (declaration.propertyName ?? declaration.name).text
            : 'default';
          return ref({ module: specifier, name: imported });
        }
      }
      const symbol = symbolOf(node);
      const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
      if (!symbol || !declaration)
        throw new UnreadableCallError(node, 'a schema names something that cannot be found');
      const statement = ts.findAncestor(declaration, ts.isVariableStatement) ?? declaration;
      const topLevel = statement.parent && ts.isSourceFile(statement.parent);
      if (topLevel && isExported(statement))
        return ref({ file: rel(declaration.getSourceFile().fileName), name: symbol.name });
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        return `(${printRuntime(declaration.initializer, bindings, imports)})`;
      }
      if (ts.isParameter(declaration)) {
        const fn = declaration.parent as FunctionLike;
        const call = bindings.get(fn);
        if (!call) throw new NeedBinding(fn);
        const argument = call.arguments[fn.parameters.indexOf(declaration)];
        if (!argument)
          throw new UnreadableCallError(node, 'a schema comes from a parameter that is not passed');
        return printRuntime(argument, bindings, imports);
      }
      throw new UnreadableCallError(node, 'a schema must be built from exported schemas and functions');
    }
    throw new UnreadableCallError(
      node,
      'a schema must be an exported schema, or a call of exported functions on them',
    );
  }

  // ---- request and query types as JSON Schema ----------------------------------------------------

  function typeSchema(type: ts.Type, at: ts.Node, depth = 0): JsonSchema {
    if (depth > 8) return {};
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return {};
    if (flags & ts.TypeFlags.StringLiteral) return { const: (type as ts.StringLiteralType).value };
    if (flags & ts.TypeFlags.NumberLiteral) return { const: (type as ts.NumberLiteralType).value };
    if (flags & ts.TypeFlags.BooleanLiteral) return { const: checker.typeToString(type) === 'true' };
    if (flags & ts.TypeFlags.String) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (type.isUnion()) {
      const members = type.types.filter(
        (member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
      );
      const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
      const others = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
      const schemas = [
        ...(booleans.length === 2
          ? [{ type: 'boolean' }]
          : booleans.map((member) => typeSchema(member, at, depth + 1))),
      ];
      const literals = others.filter(
        (member) => member.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral),
      );
      if (literals.length > 1) {
        schemas.push({
          enum: literals.map((member) => (member as ts.StringLiteralType | ts.NumberLiteralType).value),
        });
      } else schemas.push(...literals.map((member) => typeSchema(member, at, depth + 1)));
      schemas.push(
        ...others
          .filter((member) => !literals.includes(member))
          .map((member) => typeSchema(member, at, depth + 1)),
      );
      return schemas.length === 1 && schemas[0] ? schemas[0] : { anyOf: schemas };
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      if (checker.isTupleType(type)) {
        const items = checker
          .getTypeArguments(type as ts.TypeReference)
          .map((member) => typeSchema(member, at, depth + 1));
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
      }
      return { type: 'array', items: item ? typeSchema(item, at, depth + 1) : {} };
    }
    const name = type.getSymbol()?.name;
    if (name === 'FormData') return { type: 'object', description: 'multipart/form-data fields' };
    if (name === 'Blob' || name === 'File') return { type: 'string', format: 'binary' };
    if (name === 'Date') return { type: 'string', format: 'date-time' };
    if (flags & ts.TypeFlags.Object) {
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const property of checker.getPropertiesOfType(type)) {
        const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
        if (propertyType.getCallSignatures().length > 0) continue;
        properties[property.name] = typeSchema(propertyType, at, depth + 1);
        const optional =
          property.flags & ts.SymbolFlags.Optional ||
          (propertyType.isUnion() &&
            propertyType.types.some((member) => member.flags & ts.TypeFlags.Undefined));
        if (!optional) required.push(property.name);
      }
      const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
      const schema: JsonSchema = { type: 'object', properties };
      if (required.length > 0) schema.required = required;
      if (index) schema.additionalProperties = typeSchema(index.type, at, depth + 1);
      return schema;
    }
    return {};
  }

  const isFormData = (type: ts.Type): boolean =>
    type.getSymbol()?.name === 'FormData' ||
    ((type.isUnion() || type.isIntersection()) && type.types.some(isFormData));

  // The string literals a type allows: ['application/pdf', 'application/zip'] for an array of them.
  function literalTexts(type: ts.Type): string[] {
    const element =
      checker.isArrayType(type) || checker.isTupleType(type)
        ? checker.getTypeArguments(type as ts.TypeReference)
        : [type];
    const members = element.flatMap((member) => (member.isUnion() ? member.types : [member]));
    return [
      ...new Set(
        members
          .filter((member) => member.isStringLiteral())
          .map((member) => (member as ts.StringLiteralType).value),
      ),
    ].sort();
  }

  // ---- multipart bodies --------------------------------------------------------------------------

  // The T of a MultipartBody<T> (src/api/multipart.ts): its fields, carried by a type-only property.
  function multipartFieldsType(type: ts.Type, at: ts.Node): ts.Type | undefined {
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.declarations?.[0];
      if (
        declaration &&
        ts.isPropertySignature(declaration) &&
        ts.isComputedPropertyName(declaration.name) &&
        ts.isIdentifier(declaration.name.expression) &&
        declaration.name.expression.text === 'multipartFields'
      ) {
        return checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, at));
      }
    }
    return undefined;
  }

  type Field = { name: string; type: ts.Type; optional: boolean; at: ts.Node };

  function fieldsOfType(type: ts.Type, at: ts.Node): Field[] {
    return checker.getPropertiesOfType(type).map((property) => {
      const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
      const optional =
        Boolean(property.flags & ts.SymbolFlags.Optional) ||
        (propertyType.isUnion() &&
          propertyType.types.some((member) => member.flags & ts.TypeFlags.Undefined));
      return { name: property.name, type: propertyType, optional, at };
    });
  }

  // The multipartBody({ … }) call a body comes from, through the functions that return it
  // (timeOffForm(values) → multipartBody({ … })), with their parameters bound; null when there is none.
  function multipartCall(
    source: ts.Expression,
    bindings: Bindings,
    depth = 0,
  ): { call: ts.CallExpression; bindings: Bindings } | null {
    const node = unwrap(source);
    if (!ts.isCallExpression(node) || depth > 5) return null;
    const callee = unwrap(node.expression);
    if (ts.isIdentifier(callee) && symbolOf(callee)?.name === 'multipartBody')
      return { call: node, bindings };
    const made = evaluate(callee, bindings).filter((value) => value.kind === 'function');
    if (made.length !== 1 || made[0]!.kind !== 'function') return null;
    const fn = made[0]!.node;
    let returned: ts.Expression;
    try {
      returned = returnedExpression(fn);
    } catch {
      return null;
    }
    return multipartCall(returned, new Map(bindings).set(fn, node), depth + 1);
  }

  // The fields as written in the object literal given to multipartBody(), in the order they are sent: a
  // spread followed to the function that makes it, a computed name evaluated (a factory's idField).
  function fieldsOfLiteral(call: ts.CallExpression, bindings: Bindings): Field[] | null {
    const argument = call.arguments[0] ? unwrap(call.arguments[0]) : null;
    if (!argument || !ts.isObjectLiteralExpression(argument)) return null;
    const fields: Field[] = [];
    for (const property of argument.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = unwrap(property.expression);
        const made = ts.isCallExpression(spread)
          ? evaluate(spread.expression, bindings).filter((value) => value.kind === 'function')
          : [];
        const types = made.length
          ? made.map((value) => ({
              type: checker.getSignatureFromDeclaration(value.node as FunctionLike)!.getReturnType(),
              at: value.node as ts.Node,
            }))
          : [{ type: checker.getTypeAtLocation(spread), at: spread as ts.Node }];
        for (const { type, at } of types) {
          if (isGeneric(type))
            throw new UnreadableCallError(property, 'multipart fields the code does not name', READABLE_FORM);
          fields.push(...fieldsOfType(type, at));
        }
        continue;
      }
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) {
        throw new UnreadableCallError(property, 'a multipart field must be a plain property', READABLE_FORM);
      }
      let name: string | undefined;
      if (ts.isComputedPropertyName(property.name)) {
        const [value, ...others] = evaluate(property.name.expression, bindings);
        if (
          value?.kind === 'text' &&
          others.length === 0 &&
          value.parts.every((part) => typeof part === 'string')
        )
          name = value.parts.join('');
      } else name = property.name.text;
      if (name === undefined)
        throw new UnreadableCallError(
          property,
          'a multipart field name the code does not fix',
          READABLE_FORM,
        );
      const valueNode = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      const type = checker.getTypeAtLocation(valueNode);
      const optional = type.isUnion() && type.types.some((member) => member.flags & ts.TypeFlags.Undefined);
      fields.push({ name, type, optional, at: valueNode });
    }
    // A later field of the same name replaces an earlier one, as in the object itself.
    const byName = new Map<string, Field>();
    for (const field of fields) {
      byName.delete(field.name);
      byName.set(field.name, field);
    }
    return [...byName.values()];
  }

  const isGeneric = (type: ts.Type): boolean =>
    Boolean(type.flags & ts.TypeFlags.TypeParameter) ||
    checker.getIndexInfoOfType(type, ts.IndexKind.String) !== undefined ||
    ((type.isUnion() || type.isIntersection()) && type.types.some(isGeneric));

  // A form's value as its text on the wire: numbers as digits, true/false as 1/0, null as ''.
  function formText(schema: JsonSchema): JsonSchema {
    if (schema.type === 'number' || schema.type === 'integer')
      return { type: 'string', pattern: NUMBER_TEXT };
    if (schema.type === 'boolean') return { enum: ['1', '0'] };
    if (schema.type === 'null') return { const: '' };
    if ('const' in schema) {
      const value = schema.const;
      return { const: value === true ? '1' : value === false ? '0' : String(value) };
    }
    if (Array.isArray(schema.enum)) return { enum: schema.enum.map((value) => String(value)) };
    if (Array.isArray(schema.anyOf)) {
      const members = (schema.anyOf as JsonSchema[]).map(formText);
      // '' is a text already.
      const texts = members.some((member) => member.type === 'string' && !member.pattern && !member.format);
      const kept = members.filter((member) => !(texts && member.const === ''));
      return kept.length === 1 ? kept[0]! : { anyOf: kept };
    }
    if (schema.type === 'object' && schema.properties) {
      return {
        ...schema,
        properties: Object.fromEntries(
          Object.entries(schema.properties as Record<string, JsonSchema>).map(([key, value]) => [
            key,
            formText(value),
          ]),
        ),
      };
    }
    return schema;
  }

  // The body's fields as multipart parts: files as binary, a list as `name[]` (never required: an empty
  // one sends no part), a list of records as name[i][key].
  function multipartSchema(fieldsType: ts.Type, source: ts.Expression, bindings: Bindings): JsonSchema {
    const found = multipartCall(source, bindings);
    const literal = found ? fieldsOfLiteral(found.call, found.bindings) : null;
    if (!literal && isGeneric(fieldsType))
      throw new UnreadableCallError(source, 'multipart fields the code does not name', READABLE_FORM);
    const fields = literal ?? fieldsOfType(fieldsType, source);
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of fields) {
      const schema = typeSchema(field.type, field.at);
      if (schema.type === 'array') {
        const items = (schema.items ?? {}) as JsonSchema;
        if (items.type === 'object') {
          const keys = Object.keys((items.properties ?? {}) as JsonSchema);
          properties[field.name] = {
            type: 'array',
            items: formText(items),
            description: `sent as ${keys.map((key) => `${field.name}[i][${key}]`).join(', ')}`,
          };
        } else properties[`${field.name}[]`] = { type: 'array', items: formText(items) };
        continue;
      }
      properties[field.name] = formText(schema);
      if (!field.optional) required.push(field.name);
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  }

  // ---- one call site -----------------------------------------------------------------------------

  // The nearest function or constant around a node: 'fetchNotifications', 'create', with the node
  // that declares it (its comment is the function's).
  function nearestNamed(node: ts.Node): { name: string; declaration: ts.Node | null } {
    for (let current = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
      if (
        (ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) &&
        current.name &&
        ts.isIdentifier(current.name)
      ) {
        return { name: current.name.text, declaration: current };
      }
      // A constant at the top of a module, or one holding a function; not `const body = await request(…)`.
      if (
        (ts.isVariableDeclaration(current) || ts.isPropertyAssignment(current)) &&
        ts.isIdentifier(current.name)
      ) {
        const initializer = current.initializer;
        const topLevel = ts.isVariableDeclaration(current) && ts.isSourceFile(current.parent.parent.parent);
        if (
          topLevel ||
          (initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)))
        ) {
          const statement = ts.isVariableDeclaration(current)
            ? (ts.findAncestor(current, ts.isVariableStatement) ?? current)
            : current;
          return { name: current.name.text, declaration: statement };
        }
      }
    }
    return { name: 'anonymous', declaration: null };
  }

  // The `//` lines right above a declaration, as one text.
  function leadingComment(declaration: ts.Node | null): string | null {
    if (!declaration) return null;
    const text = declaration.getSourceFile().getFullText();
    const lines = (ts.getLeadingCommentRanges(text, declaration.getFullStart()) ?? [])
      .filter((range) => range.kind === ts.SyntaxKind.SingleLineCommentTrivia)
      .map((range) => text.slice(range.pos + 2, range.end).trim())
      .filter((line) => !line.startsWith('eslint-') && !line.startsWith('@ts-'));
    return lines.length > 0 ? lines.join(' ') : null;
  }

  // The request function: the exported one that makes the call, or for a call a factory builds, what
  // the factory made and its member that calls (positionsApi.create, positionsList.fetch). A helper
  // inside the factory that members call (`send`) is followed to the member that called it.
  function clientFunction(
    call: ts.CallExpression,
    bindings: Bindings,
  ): { functionName: string; file: string; comment: string | null } {
    // The bound call no other bound function contains.
    const outermost = [...bindings.entries()].find(
      ([, bound]) => !ts.findAncestor(bound.parent, (ancestor) => bindings.has(ancestor)),
    );
    if (!outermost) {
      const { name, declaration } = nearestNamed(call);
      return {
        functionName: name,
        file: rel(call.getSourceFile().fileName),
        comment: leadingComment(declaration),
      };
    }
    const [factory, factoryCall] = outermost;
    let site: ts.Node = call;
    for (;;) {
      const enclosing = ts.findAncestor(site.parent, (ancestor) => bindings.has(ancestor));
      const helper =
        enclosing && enclosing !== factory && ts.findAncestor(enclosing.parent, (n) => n === factory);
      if (!enclosing || !helper) break;
      site = bindings.get(enclosing)!;
    }
    const member = nearestNamed(site);
    const made = nearestNamed(factoryCall);
    return {
      functionName: `${made.name}.${member.name}`,
      file: rel(factoryCall.getSourceFile().fileName),
      comment: leadingComment(member.declaration) ?? leadingComment(made.declaration),
    };
  }

  function evaluateSite(call: ts.CallExpression, primitive: string, bindings: Bindings): ScannedCall[] {
    const shape = PRIMITIVES[primitive]!;
    const configArgument = call.arguments[shape.config];
    if (!configArgument) throw new UnreadableCallError(call, 'a request without its configuration');
    const configs = evaluate(configArgument, bindings);
    const results: ScannedCall[] = [];
    for (const config of configs) {
      if (config.kind !== 'object')
        throw new UnreadableCallError(configArgument, 'the request configuration must be an object literal');
      const methodNode = configProperty(config.node, 'method');
      const urlNode = configProperty(config.node, 'url');
      if (!urlNode) throw new UnreadableCallError(config.node, 'a request without a url');
      const methods = methodNode
        ? evaluate(methodNode, bindings)
        : [{ kind: 'text', parts: ['GET'] } as Value];
      const urls = evaluate(urlNode, bindings);
      // The caller binds a factory's parameters before its body's type is read.
      for (const value of [...methods, ...urls]) {
        if (value.kind === 'opaque' && value.unbound) throw new NeedBinding(value.unbound);
      }
      const centralNode = configProperty(config.node, 'central');
      const central = centralNode ? unwrap(centralNode).kind === ts.SyntaxKind.TrueKeyword : false;

      let response: RuntimeExpression | null = null;
      if (shape.schema !== undefined) {
        const schemaArgument = call.arguments[shape.schema];
        if (!schemaArgument) throw new UnreadableCallError(call, 'request() without a schema');
        const imports: RuntimeImport[] = [];
        response = { code: printRuntime(schemaArgument, bindings, imports), imports };
      }

      const dataNode = configProperty(config.node, 'data');
      let body: ScannedCall['body'] = null;
      if (dataNode) {
        const source = sourceNode(dataNode, bindings);
        const type = checker.getTypeAtLocation(source);
        const fields = multipartFieldsType(type, source);
        if (fields) {
          body = { contentType: 'multipart/form-data', schema: multipartSchema(fields, source, bindings) };
        } else if (isFormData(type)) {
          throw new UnreadableCallError(
            dataNode,
            'a multipart body is made by multipartBody() (src/api/multipart.ts), so its fields can be read',
            READABLE_FORM,
          );
        } else body = { contentType: 'application/json', schema: typeSchema(type, source) };
      }

      const mediaTypesNode = configProperty(config.node, 'mediaTypes');
      const mediaTypes =
        shape.answer !== 'file'
          ? []
          : mediaTypesNode
            ? literalTexts(checker.getTypeAtLocation(sourceNode(mediaTypesNode, bindings)))
            : ['application/octet-stream'];

      const paramsNode = configProperty(config.node, 'params');
      const query: ScannedCall['query'] = [];
      if (paramsNode) {
        const source = sourceNode(paramsNode, bindings);
        const type = checker.getTypeAtLocation(source);
        const schema = typeSchema(type, source);
        const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
        // Params that may be left out as a whole (`force ? { force: 1 } : undefined`) are each optional.
        const sentAlways = !(
          type.isUnion() && type.types.some((part) => part.flags & ts.TypeFlags.Undefined)
        );
        const required = sentAlways ? ((schema.required ?? []) as string[]) : [];
        // A value written in the call is that value ({ _method: 'PATCH' }), not any string.
        const literals = new Map<string, string>();
        if (ts.isObjectLiteralExpression(source)) {
          for (const property of source.properties) {
            if (
              ts.isPropertyAssignment(property) &&
              ts.isIdentifier(property.name) &&
              ts.isStringLiteral(property.initializer)
            ) {
              literals.set(property.name.text, property.initializer.text);
            }
          }
        }
        for (const [name, propertySchema] of Object.entries(properties)) {
          // axios sends arrays as name[]=a&name[]=b, as Laravel reads them.
          const isArray = propertySchema.type === 'array';
          const literal = literals.get(name);
          query.push({
            name: isArray ? `${name}[]` : name,
            schema: literal === undefined ? propertySchema : { const: literal },
            required: required.includes(name),
          });
        }
      }

      for (const methodValue of methods) {
        if (methodValue.kind === 'opaque' && methodValue.unbound) throw new NeedBinding(methodValue.unbound);
        const method =
          methodValue.kind === 'text' && methodValue.parts.length === 1
            ? String(methodValue.parts[0]).toUpperCase()
            : '';
        if (!METHODS.includes(method))
          throw new UnreadableCallError(
            methodNode ?? call,
            'the method must be GET, POST, PUT, PATCH or DELETE, written as such',
          );
        for (const url of urls) {
          if (url.kind === 'opaque' && url.unbound) throw new NeedBinding(url.unbound);
          if (url.kind !== 'text')
            throw new UnreadableCallError(urlNode, 'the url must be text the code fixes');
          const pathParams: PathParam[] = [];
          let text = '';
          for (const part of url.parts) {
            if (typeof part === 'string') text += part;
            else {
              let name = part.param;
              for (let n = 2; pathParams.some((existing) => existing.name === name); n += 1)
                name = `${part.param}${n}`;
              const type = checker.getTypeAtLocation(part.node);
              const schema = typeSchema(type, part.node);
              pathParams.push({
                name,
                schema:
                  schema.type === 'number' ? { type: 'integer' } : schema.type ? schema : { type: 'string' },
              });
              text += `{${name}}`;
            }
          }
          const [pathText = '', queryText] = text.split('?');
          // Sent as written, a trailing slash included (cv/enhance/).
          const path = pathText.replace(/^\/+/, '');
          const literalQuery = new URLSearchParams(queryText ?? '');
          const fixedQuery = [...literalQuery.entries()].map(([name, value]) => ({
            name,
            schema: { const: value },
            required: true,
          }));
          results.push({
            method: method as Method,
            path: central ? `central/${path}` : path,
            pathParams,
            central,
            answer: shape.answer,
            response,
            mediaTypes,
            query: [...fixedQuery, ...query],
            body,
            ...clientFunction(call, bindings),
            site: `${rel(call.getSourceFile().fileName)}:${call.getSourceFile().getLineAndCharacterOfPosition(call.getStart()).line + 1}`,
          });
        }
      }
    }
    return results;
  }

  function expandSite(call: ts.CallExpression, primitive: string): ScannedCall[] {
    const results: ScannedCall[] = [];
    const queue: Bindings[] = [new Map()];
    for (let rounds = 0; queue.length > 0; rounds += 1) {
      if (rounds > 500) throw new UnreadableCallError(call, 'too many ways to call this request');
      const bindings = queue.shift()!;
      try {
        results.push(...evaluateSite(call, primitive, bindings));
      } catch (error) {
        if (!(error instanceof NeedBinding)) throw error;
        const callers = callsOf(error.fn);
        if (callers.length === 0) {
          throw new UnreadableCallError(
            error.fn,
            'a path depends on a parameter of a function nobody in src/api calls',
          );
        }
        for (const caller of callers) queue.push(new Map(bindings).set(error.fn, caller));
      }
    }
    return results;
  }

  const calls = primitiveCalls.flatMap(({ call, primitive }) => expandSite(call, primitive));
  // The same call made from two places with the same schema is one entry; calls of one path that parse
  // different answers (users with and without per_page=all) stay apart, for the contract to join.
  const unique = new Map<string, ScannedCall>();
  for (const call of calls) {
    const key = [
      call.method,
      call.path,
      call.response?.code ?? '',
      JSON.stringify(call.response?.imports ?? []),
      call.functionName,
      call.site,
    ].join(' ');
    if (!unique.has(key)) unique.set(key, call);
  }
  return [...unique.values()].sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      a.method.localeCompare(b.method) ||
      a.functionName.localeCompare(b.functionName),
  );
}
