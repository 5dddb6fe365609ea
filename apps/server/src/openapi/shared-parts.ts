/**
 * The OpenAPI document says a thing once and refers to it (decision 124): the error answers are
 * `components.responses`, a parameter many calls take is a `components.parameters`, a schema a client sends
 * that is the same as the one it receives is one schema, and a schema no call uses is left out. Each part is
 * found in the document as the routes made it, so a route added or moved needs nothing here.
 */
import { STATUS_CODES } from 'node:http';
import { errorAnswerSchema } from '@eua/shared';
import type { OpenApiDocument, Operation, Parameter, Reference, Response } from './document-types';

const SCHEMAS = '#/components/schemas/';
/** A reference to a named schema, as it stands in the document's JSON text. */
const SCHEMA_REF = /"\$ref":"#\/components\/schemas\/([^"]+)"/g;
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.values(document.paths ?? {}).flatMap((item) =>
    methods.flatMap((method) => (item[method] ? [item[method]] : [])),
  );

const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && '$ref' in value;

/** `Too Many Requests` → `TooManyRequests`, `website-id` → `WebsiteId`. */
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** What @fastify/swagger writes when a route's answer has no description of its own. */
const DEFAULT_DESCRIPTION = 'Default Response';
const errorAnswerRef = `${SCHEMAS}${errorAnswerSchema.meta()?.id}`;

/** An answer that is the plain error answer (`{ message }`, plus `errors` for validation) and nothing else. */
const isPlainError = (response: Response | Reference): response is Response => {
  if (isReference(response)) return false;
  const types = Object.keys(response.content ?? {});
  const schema = response.content?.['application/json']?.schema;
  return (
    (response.description ?? DEFAULT_DESCRIPTION) === DEFAULT_DESCRIPTION &&
    types.length === 1 &&
    isReference(schema) &&
    schema.$ref === errorAnswerRef
  );
};

/** Every error answer refers to one response per status (`#/components/responses/NotFound`). */
export function withSharedErrorResponses<T extends OpenApiDocument>(document: T): T {
  const responses: Record<string, Response> = {};
  for (const operation of operationsOf(document)) {
    for (const [status, response] of Object.entries(operation.responses)) {
      if (!isPlainError(response)) continue;
      const text = STATUS_CODES[status];
      const name = text ? pascal(text) : `Error${status}`;
      responses[name] ??= {
        description: `${text ?? status}: the error answer, \`{ message }\``,
        content: response.content,
      };
      operation.responses[status] = { $ref: `#/components/responses/${name}` };
    }
  }
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...responses },
  };
  return document;
}

/** A parameter taken alike by several calls (the website's id) is declared once. */
export function withSharedParameters<T extends OpenApiDocument>(document: T): T {
  const operations = operationsOf(document);
  const counts = new Map<string, number>();
  for (const operation of operations) {
    for (const parameter of operation.parameters ?? []) {
      if (isReference(parameter)) continue;
      const key = JSON.stringify(parameter);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const parameters: Record<string, Parameter> = { ...document.components?.parameters };
  const nameOf = new Map<string, string>();
  for (const [key, count] of counts) {
    if (count < 2) continue;
    const parameter = JSON.parse(key) as Parameter;
    const name = [pascal(parameter.name), `${pascal(parameter.name)}${pascal(parameter.in)}`].find(
      (candidate) => !parameters[candidate],
    );
    if (!name) continue;
    parameters[name] = parameter;
    nameOf.set(key, name);
  }
  for (const operation of operations) {
    operation.parameters = operation.parameters?.map((parameter) => {
      const name = isReference(parameter) ? undefined : nameOf.get(JSON.stringify(parameter));
      return name ? { $ref: `#/components/parameters/${name}` } : parameter;
    });
  }
  document.components = { ...document.components, parameters };
  return document;
}

/** The document with its schema references renamed (`from` → `to`). */
function renamed<T extends OpenApiDocument>(document: T, names: Map<string, string>): T {
  if (names.size === 0) return document;
  const text = JSON.stringify(document).replace(SCHEMA_REF, (ref, name: string) => {
    const to = names.get(name);
    return to ? `"$ref":"${SCHEMAS}${to}"` : ref;
  });
  return JSON.parse(text) as T;
}

const INPUT = 'Input';

/**
 * fastify-type-provider-zod writes every named schema twice, as a client sends it (`…Input`) and as it
 * receives it; most are the same shape. Those that are, referring only to others that are, become one.
 */
export function withoutInputCopies<T extends OpenApiDocument>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const same = new Set(
    Object.keys(schemas).filter((name) => name.endsWith(INPUT) && schemas[name.slice(0, -INPUT.length)]),
  );
  // The largest set whose members equal their answer-side twin once the set's own references are merged.
  for (let changed = true; changed; ) {
    changed = false;
    const merge = new Map([...same].map((name) => [name, name.slice(0, -INPUT.length)]));
    for (const name of same) {
      const twin = name.slice(0, -INPUT.length);
      const input = renamed({ components: { schemas: { [name]: schemas[name] ?? {} } } }, merge);
      if (JSON.stringify(input.components?.schemas?.[name]) !== JSON.stringify(schemas[twin])) {
        same.delete(name);
        changed = true;
      }
    }
  }
  const merged = renamed(document, new Map([...same].map((name) => [name, name.slice(0, -INPUT.length)])));
  for (const name of same) delete merged.components?.schemas?.[name];
  return merged;
}

const referencedSchemas = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(SCHEMA_REF)].map((match) => match[1] ?? '');

/**
 * Only the schemas a call uses, directly or through another schema; a request-side schema whose answer-side
 * twin no call uses takes its plain name.
 */
export function withoutUnusedSchemas<T extends OpenApiDocument>(document: T): T {
  const schemas = document.components?.schemas ?? {};
  const { schemas: _all, ...rest } = document.components ?? {};
  const used = new Set<string>();
  const pending = referencedSchemas({ paths: document.paths, rest });
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...referencedSchemas(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  const plain = new Map(
    [...used]
      .filter((name) => name.endsWith(INPUT) && !used.has(name.slice(0, -INPUT.length)))
      .map((name) => [name, name.slice(0, -INPUT.length)]),
  );
  const result = renamed(document, plain);
  if (result.components?.schemas) {
    result.components.schemas = Object.fromEntries(
      Object.entries(result.components.schemas).map(([name, schema]) => [plain.get(name) ?? name, schema]),
    );
  }
  return result;
}

/** The document with each shared part said once. */
export const withSharedParts = <T extends OpenApiDocument>(document: T): T =>
  withoutUnusedSchemas(withoutInputCopies(withSharedParameters(withSharedErrorResponses(document))));
