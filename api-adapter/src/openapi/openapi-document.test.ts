import { compileErrors, validate } from '@readme/openapi-parser';
import type { CallDeclaration } from '../contract/define.js';
import { errorStatus, possibleErrors } from '../contract/errors.js';
import { allCalls } from '../contract/root.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { pathVariants } from './path-variants.js';

/** The parts of the document these tests read. */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  enum?: string[];
}
interface Operation {
  operationId: string;
  summary?: string;
  'x-contract-call': string;
  'x-access': unknown;
  'x-encoding': string;
  'x-token'?: unknown;
  security: unknown;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { 'x-field-names'?: string[]; content: Record<string, { schema: Schema; encoding?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }>; headers?: Record<string, unknown> }>;
}
interface Document {
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
}

const publicUrl = 'https://portal.example.de';
const document = buildOpenApiDocument({ publicUrl }) as unknown as Document;
const allOperations = () => Object.values(document.paths).flatMap((operations) => Object.values(operations));
const operationsOf = (call: CallDeclaration) =>
  pathVariants(call.path).map((variant) => ({ variant, operation: document.paths[variant.path]?.[call.method.toLowerCase()] }));

describe('the OpenAPI document of the webapi', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(buildOpenApiDocument({ publicUrl })) as Parameters<typeof validate>[0]);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
  });

  it('describes every call of the contract at its method and path, and nothing else', () => {
    const described = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation['x-contract-call']),
    );
    expect([...new Set(described)].sort()).toEqual(
      allCalls()
        .map((call) => call.name)
        .sort(),
    );
    for (const call of allCalls()) {
      for (const { variant, operation } of operationsOf(call))
        expect({ call: call.name, path: variant.path, described: operation !== undefined }).toEqual({
          call: call.name,
          path: variant.path,
          described: true,
        });
    }
  });

  it('gives every operation its access level, its body encoding and its path parameters', () => {
    for (const call of allCalls()) {
      for (const { variant, operation } of operationsOf(call)) {
        expect({ call: call.name, access: operation?.['x-access'], encoding: operation?.['x-encoding'] }).toEqual({
          call: call.name,
          access: call.access,
          encoding: call.encoding,
        });
        const inPath = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
        expect({ call: call.name, inPath }).toEqual({ call: call.name, inPath: variant.params });
        const mediaTypes = Object.keys(operation?.requestBody?.content ?? {});
        const expected = {
          none: [],
          json: ['application/json'],
          form: ['application/x-www-form-urlencoded'],
          multipart: ['multipart/form-data'],
          text: ['text/plain'],
        }[call.encoding];
        expect({ call: call.name, mediaTypes }).toEqual({ call: call.name, mediaTypes: expected });
      }
    }
  });

  it('lists every error a call can answer under its status', () => {
    for (const call of allCalls()) {
      const responses = operationsOf(call)[0]?.operation?.responses ?? {};
      const described = Object.entries(responses)
        // Every status of an error code: the 4xx and the 503 of a database that does not answer, not the bare 500.
        .filter(([status]) => status.startsWith('4') || status === '503')
        .flatMap(([status, response]) =>
          (response.content?.['application/json']?.schema?.properties?.error?.enum ?? []).map((code) => `${status} ${code}`),
        );
      const possible = [...possibleErrors(call)].map((code) => `${errorStatus[code]} ${code}`);
      expect({ call: call.name, errors: described.sort() }).toEqual({ call: call.name, errors: possible.sort() });
    }
  });

  it('names the token call and field of every write call that needs a token', () => {
    for (const call of allCalls().filter((candidate) => candidate.token)) {
      for (const { operation } of operationsOf(call)) {
        expect(operation?.['x-token']).toEqual({
          call: call.token?.call.name,
          method: 'GET',
          path: call.token?.call.path,
          action: call.token?.call.action,
          field: call.token?.field,
        });
      }
    }
  });

  it('describes form bodies with the bracket names they carry and uploads as files', () => {
    const register = document.paths['/webapi/register']?.post;
    expect(register?.requestBody?.['x-field-names']).toEqual(
      expect.arrayContaining(['user_register[email]', 'user_register[plainPassword][first]', 'user_register[_token]']),
    );
    expect(register?.requestBody?.content['multipart/form-data']?.encoding).toEqual({
      user_register: { style: 'deepObject', explode: true },
    });
    const createReference = document.paths['/webapi/create-reference']?.post;
    const form = createReference?.requestBody?.content['multipart/form-data']?.schema.properties?.create_reference_form;
    expect(form?.properties?.teaserimageupload).toEqual({ type: 'string', contentMediaType: 'application/octet-stream' });
  });

  it('gives every operation a German summary, a unique operationId and a described tag', () => {
    for (const operation of allOperations())
      expect({ call: operation['x-contract-call'], summary: operation.summary }).toEqual({
        call: operation['x-contract-call'],
        summary: expect.stringMatching(/^[A-ZÄÖÜ„]/),
      });
    const ids = allOperations().map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.tags.filter((tag) => !tag.description)).toEqual([]);
  });

  it('names the portal as its server, without a trailing slash', () => {
    expect(document.servers).toEqual([{ url: publicUrl, description: expect.any(String) }]);
    expect((buildOpenApiDocument({ publicUrl: `${publicUrl}/` }) as unknown as Document).servers[0]?.url).toBe(publicUrl);
  });

  it('describes each success answer with its real media type', () => {
    const csv = document.paths['/webapi/admin/users-export/{filter}']?.get?.responses['200']?.content;
    expect(csv).toEqual({ 'text/csv': { schema: { type: 'string' } } });
    // The installer: a redirect (to the sign-in or INSTALLER_URL's address) or the file itself.
    const installer = document.paths['/download/installer']?.get?.responses;
    expect(installer?.['200']?.content).toEqual({ 'application/*': {} });
    expect(installer?.['3XX']?.headers).toHaveProperty('Location');
    // A form post that only redirects has no body to describe.
    expect(Object.keys(document.paths['/logout']?.get?.responses ?? {}).filter((status) => /^[23]/.test(status))).toEqual(['3XX']);
    expect(document.paths['/webapi/userinfo']?.get?.responses['200']?.content).toHaveProperty(['application/json', 'schema']);
  });

  it('asks for the session cookie on signed-in calls and makes it optional on public ones', () => {
    expect(document.paths['/webapi/userinfo']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/webapi/menuinfo']?.get?.security).toEqual([{}, { session: [] }]);
  });
});
