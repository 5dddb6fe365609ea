/** The parts of an OpenAPI 3.1 document that the document's own transforms read and write. */
export type Schema = Record<string, unknown>;
export type Reference = { $ref: string };
export type Parameter = {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};
export type MediaTypes = Record<string, { schema: unknown }>;
export type Response = { description?: string; content?: MediaTypes };
export type Operation = {
  operationId?: string;
  parameters?: (Parameter | Reference)[];
  requestBody?: { required?: boolean; description?: string; content: MediaTypes };
  responses: Record<string, Response | Reference>;
};
export type PathItem = Partial<Record<'get' | 'put' | 'post' | 'delete' | 'patch', Operation>>;
export type OpenApiDocument = {
  paths?: Record<string, PathItem>;
  components?: {
    schemas?: Record<string, Schema>;
    responses?: Record<string, Response>;
    parameters?: Record<string, Parameter>;
  } & Record<string, unknown>;
};
