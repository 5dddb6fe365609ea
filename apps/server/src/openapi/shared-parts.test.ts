/** The document's shared parts (decision 124): twins merged, unused schemas left out, error answers shared. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './document-types';
import { withoutInputCopies, withoutUnusedSchemas, withSharedErrorResponses } from './shared-parts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

describe('withoutInputCopies', () => {
  it('merges a request-side schema into its twin only when it is the same, with what it refers to', () => {
    const text = { type: 'string' };
    const merged = withoutInputCopies({
      components: {
        schemas: {
          Name: text,
          NameInput: text,
          // Its own shape is its twin's, but the schema it refers to differs on the request side.
          Body: { type: 'object', properties: { count: ref('Count') } },
          BodyInput: { type: 'object', properties: { count: ref('CountInput') } },
          Count: { type: 'integer' },
          CountInput: { type: 'integer', default: 1 },
        },
      },
      paths: { '/v1/names': { put: { requestBody: json(ref('NameInput')), responses: {} } } },
    } as OpenApiDocument);
    expect(Object.keys(merged.components?.schemas ?? {})).toEqual([
      'Name',
      'Body',
      'BodyInput',
      'Count',
      'CountInput',
    ]);
    expect(merged.paths?.['/v1/names']?.put?.requestBody?.content['application/json']?.schema).toEqual(
      ref('Name'),
    );
  });
});

describe('withoutUnusedSchemas', () => {
  it('leaves out what no call uses, and gives a lone request-side schema its plain name', () => {
    const document = withoutUnusedSchemas({
      components: {
        schemas: {
          Unused: { type: 'string' },
          Item: { type: 'string' },
          Body: { type: 'object', properties: { item: ref('Item') } },
          BodyInput: { type: 'object', properties: { item: ref('Item') }, required: [] },
        },
      },
      paths: { '/v1/items': { post: { requestBody: json(ref('BodyInput')), responses: {} } } },
    } as OpenApiDocument);
    expect(document.components?.schemas).toEqual({
      Item: { type: 'string' },
      Body: { type: 'object', properties: { item: ref('Item') }, required: [] },
    });
    expect(document.paths?.['/v1/items']?.post?.requestBody?.content['application/json']?.schema).toEqual(
      ref('Body'),
    );
  });
});

describe('withSharedErrorResponses', () => {
  it('refers every plain error answer to one response per status, and keeps an answer with more', () => {
    const error = { description: 'Default Response', ...json(ref('ErrorAnswer')) };
    const stale = { description: 'Default Response', ...json(ref('StaleVersionAnswer')) };
    const document = withSharedErrorResponses({
      paths: {
        '/v1/a': { get: { responses: { 404: error } } },
        '/v1/b': { put: { responses: { 404: error, 412: stale } } },
      },
    } as OpenApiDocument);
    expect(document.paths?.['/v1/b']?.put?.responses).toEqual({
      404: { $ref: '#/components/responses/NotFound' },
      412: stale,
    });
    expect(document.components?.responses?.NotFound?.content).toEqual(error.content);
  });
});
