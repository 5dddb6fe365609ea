/**
 * One route serves the thirteen configuration resources (and their revisions, restore and drafts), but each
 * resource takes and answers its own fields (decision 094). Where a call's contract says "any object" of a
 * resource — the settings it takes, the document it answers, the stored document of a 412, the settings a
 * revision holds — the document lists the path once per resource with that resource's schemas
 * (`{Feature}SettingsBody`, `{Feature}ConfigAnswer`, …). A path whose calls take and answer the same for
 * every resource is listed once, with `{resource}` one of the resources' names (decision 124).
 */
import {
  configDocumentSchema,
  configResourceSchemas,
  featureList,
  revisionSchema,
  staleVersionAnswerSchema,
} from '@eua/shared';
import type { OpenApiDocument, Operation, Parameter, PathItem, Reference, Response } from './document-types';

/** The one route that reads and writes every configuration resource, as the document names its path. */
const CONFIG_RESOURCE_PATH = '/v1/config/{websiteId}/{resource}';

/**
 * Each resource's component names. Made as this module loads, so the schemas are registered before the
 * document lists the components.
 */
const resourceComponents = featureList.map((feature) => {
  const { body, answer } = configResourceSchemas(feature.id);
  const answerId = `${answer.meta()?.id}`;
  return {
    resource: feature.resource,
    name: answerId.replace(/ConfigAnswer$/, ''),
    ids: {
      // fastify-type-provider-zod names a schema a client sends `…Input` (shared-parts.ts merges the twins).
      body: `${body.meta()?.id}Input`,
      answer: answerId,
      document: answerId.replace(/ConfigAnswer$/, 'ConfigDocument'),
      settings: answerId.replace(/ConfigAnswer$/, 'Settings'),
    },
  };
});
type ResourceComponents = (typeof resourceComponents)[number];

const componentRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const generic = {
  document: componentRef(`${configDocumentSchema.meta()?.id}`).$ref,
  revision: componentRef(`${revisionSchema.meta()?.id}`).$ref,
  stale: componentRef(`${staleVersionAnswerSchema.meta()?.id}`).$ref,
};

const jsonOf = (operation: Operation, status: string) =>
  (operation.responses[status] as Response | undefined)?.content?.['application/json'];
/** The `$ref` of the items of an answer's `data` list, if it is one. */
const dataItemsRef = (schema: unknown) =>
  (schema as { properties?: { data?: { items?: Partial<Reference> } } } | undefined)?.properties?.data?.items
    ?.$ref;

/** A one-item `data` list of `item`, as every configuration answer is. */
const dataOf = (item: unknown) => ({
  type: 'object',
  properties: { data: { type: 'array', minItems: 1, maxItems: 1, items: item } },
  required: ['data'],
});

/** A body the route takes as "any object" (a record of any keys): the resource's settings. */
const isAnyObject = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  (schema as { type?: unknown }).type === 'object' &&
  !('properties' in schema);

const isResourceParameter = (parameter: Parameter | Reference): parameter is Parameter =>
  'in' in parameter && parameter.in === 'path' && parameter.name === 'resource';

/**
 * One operation for one resource: its name (`getConfig` → `getLeadersConfig`) and, in place of each generic
 * shape, the resource's own; `own` says whether any shape was the resource's.
 */
function forResource(operation: Operation, { name, ids }: ResourceComponents) {
  const copy: Operation = structuredClone(operation);
  copy.operationId = copy.operationId?.replace(/^[a-z]+/, (verb) => `${verb}${name}`);
  copy.parameters = copy.parameters?.filter((parameter) => !isResourceParameter(parameter));
  let own = false;
  const body = copy.requestBody?.content['application/json'];
  if (body && isAnyObject(body.schema)) {
    body.schema = componentRef(ids.body);
    own = true;
  }
  const ok = jsonOf(copy, '200');
  if (ok && dataItemsRef(ok.schema) === generic.document) {
    ok.schema = componentRef(ids.answer);
    own = true;
  }
  // A revision holds the whole document as it was saved: the resource's settings.
  if (ok && dataItemsRef(ok.schema) === generic.revision) {
    ok.schema = dataOf({
      allOf: [
        { $ref: generic.revision },
        { type: 'object', properties: { document: componentRef(ids.settings) } },
      ],
    });
    own = true;
  }
  // A stale write answers the stored document of this resource.
  const stale = jsonOf(copy, '412');
  if (stale && (stale.schema as Partial<Reference> | undefined)?.$ref === generic.stale) {
    stale.schema = {
      allOf: [
        { $ref: generic.stale },
        { type: 'object', properties: { current: componentRef(ids.document) } },
      ],
    };
    own = true;
  }
  return { operation: copy, own };
}

/** The path once per resource when one of its calls has a shape of the resource's own, else `undefined`. */
function perResource(url: string, item: PathItem): Record<string, PathItem> | undefined {
  const resources = resourceComponents.map((components) => ({
    url: url.replace('{resource}', components.resource),
    operations: Object.entries(item).map(([method, operation]) => ({
      method,
      ...forResource(operation, components),
    })),
  }));
  if (!resources.some(({ operations }) => operations.some(({ own }) => own))) return undefined;
  return Object.fromEntries(
    resources.map(({ url, operations }) => [
      url,
      Object.fromEntries(operations.map(({ method, operation }) => [method, operation])),
    ]),
  );
}

/** The path once, its `{resource}` one of the resources' names. */
function forAnyResource(item: PathItem): PathItem {
  const copy = structuredClone(item);
  for (const operation of Object.values(copy)) {
    for (const parameter of operation.parameters ?? []) {
      if (isResourceParameter(parameter)) {
        const { description: _list, ...schema } = parameter.schema ?? {};
        parameter.schema = { ...schema, enum: resourceComponents.map(({ resource }) => resource) };
      }
    }
  }
  return copy;
}

export function withConfigResourcePaths<T extends OpenApiDocument>(document: T): T {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [url, item] of Object.entries(document.paths ?? {})) {
    if (url.startsWith(CONFIG_RESOURCE_PATH))
      Object.assign(paths, perResource(url, item) ?? { [url]: forAnyResource(item) });
    else paths[url] = item;
  }
  return { ...document, paths };
}
