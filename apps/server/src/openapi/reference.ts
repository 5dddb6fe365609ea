/**
 * A readable reference of the OpenAPI document (docs/api-reference.md): every call with its parameters, body
 * and answers, the schemas shown as JSON Schema. Made by `npm run openapi`; a test keeps it current.
 */
type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
  security?: unknown[];
};
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

const refName = (schema: Schema): string | undefined =>
  typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;

/** A schema: a named one as a link to its entry under Schemas, any other as JSON Schema. */
const show = (schema: Schema): string => {
  const name = refName(schema);
  if (name) return `[\`${name}\`](#${name.toLowerCase()})`;
  return ['```json', JSON.stringify(schema, null, 2), '```'].join('\n');
};

const typeOf = (schema: Schema | undefined): string => {
  if (!schema) return '';
  if (typeof schema.type === 'string') return schema.type;
  return '';
};

export function renderReference(doc: OpenApiDocument): string {
  const lines: string[] = [
    `# ${doc.info.title} — reference`,
    '',
    "<!-- Made by `npm run openapi` from the routes' contracts (packages/shared/src/api); do not edit. -->",
    '',
    `OpenAPI ${doc.openapi}, version ${doc.info.version}. The document itself: [openapi.json](openapi.json), also served`,
    'at `GET /v1/openapi.json`. How the calls behave (order of checks, paging, versions): [api.md](api.md).',
    '',
  ];
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((method) => ({ path, method, operation: item[method] as Operation })),
  );
  const tags = [...new Set(operations.map((o) => o.operation.tags?.[0] ?? 'other'))];
  for (const tag of tags) {
    lines.push(`## ${tag}`, '');
    for (const { path, method, operation } of operations.filter(
      (o) => (o.operation.tags?.[0] ?? 'other') === tag,
    )) {
      lines.push(`### \`${method.toUpperCase()} ${path}\``, '');
      if (operation.summary) lines.push(operation.summary, '');
      if (operation.security?.length) lines.push('Needs `Authorization: Bearer {product token}`.', '');
      if (operation.parameters?.length) {
        lines.push('| parameter | in | required | type | description |', '|---|---|---|---|---|');
        for (const p of operation.parameters) {
          const description = String(p.description ?? p.schema?.description ?? '').replaceAll('|', '\\|');
          lines.push(
            `| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | ${typeOf(p.schema)} | ${description} |`,
          );
        }
        lines.push('');
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) lines.push('Request body (`application/json`):', '', show(body), '');
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (schema && !refName(schema)) lines.push(`**${status}**:`, '', show(schema), '');
        else lines.push(`**${status}**: ${schema ? show(schema) : (response.description ?? '')}`, '');
      }
    }
  }
  // The named schemas as answers use them (their request-side copies, named `…Input`, are the same shapes).
  const schemas = Object.entries(doc.components?.schemas ?? {}).filter(([name]) => !name.endsWith('Input'));
  if (schemas.length > 0) {
    lines.push('## Schemas', '');
    for (const [name, schema] of schemas) lines.push(`### ${name}`, '', show(schema), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
