import type { CallDeclaration } from '../contract/define.js';
import { contract } from '../contract/root.js';
import type { JsonSchema } from './json-schema.js';
import { deviceTokenScheme, operationOf, sessionScheme } from './operation.js';
import { pathVariants } from './path-variants.js';
import { tagDescriptions } from './tag-descriptions.js';

const description = `The webapi of the Brandfallsteuermatrix portal, generated from its contract (api-adapter/src/contract).

- Sign in with POST /check-login; the answer sets the session cookie that every other call sends back.
- Write calls need a token: first call the token call named in the operation's \`x-token\` (GET, answers \`{ token }\`) in the same session, then send the token in the field it names.
- Write calls (every method but GET) from another origin are refused (403 invalid-origin).
- Form and multipart bodies use bracket names such as \`user_register[email]\` (listed in \`x-field-names\`).
- \`x-access\` gives who may call: role public, user, admin or device, and the object policy (the caller must own the object named by a path parameter; admins pass every policy).
- The desktop licensing API (tag \`desktop\`, under /api/desktop/v1/) is for the Windows application: JSON only, no cookie and no form token. POST activate signs in with e-mail and password and answers a device token; refresh and deactivate send it as \`Authorization: Bearer <token>\`. Licence files are signed with Ed25519; the public key is at GET /api/desktop/v1/public-key.
- Every error answers \`{ error, message, target? }\` with the status the error code implies.`;

export interface OpenApiDocumentOptions {
  /** The address the portal is reached at (PUBLIC_URL, without a trailing slash): the document's one server. */
  publicUrl: string;
}

/** The OpenAPI 3.1 document of the whole webapi: every call of the contract, tagged by its domain. */
export function buildOpenApiDocument(options: OpenApiDocumentOptions): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [domain, calls] of Object.entries(contract)) {
    for (const call of Object.values(calls) as CallDeclaration[]) {
      for (const variant of pathVariants(call.path)) {
        paths[variant.path] = { ...paths[variant.path], [call.method.toLowerCase()]: operationOf(call, domain, variant) };
      }
    }
  }
  return {
    openapi: '3.1.0',
    // The webapi is not versioned on its own: the server and both apps ship together.
    info: { title: 'Brandfallsteuermatrix-Portal webapi', version: '1', description },
    servers: [{ url: options.publicUrl.replace(/\/+$/, ''), description: 'Dieses Portal' }],
    tags: (Object.keys(contract) as Array<keyof typeof contract>).map((name) => ({ name, description: tagDescriptions[name] })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        [sessionScheme]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'bfsm_session',
          description: 'The session cookie (HttpOnly, SameSite=Lax). Behind HTTPS it is named __Host-bfsm_session.',
        },
        [deviceTokenScheme]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The device token that POST /api/desktop/v1/activate answered, for that one device.',
        },
      },
      schemas: {
        ApiError: {
          type: 'object',
          properties: {
            error: { type: 'string', description: 'A stable error code.' },
            message: { type: 'string', description: 'What to show the user, in German.' },
            target: { type: 'string', description: 'The form field the error belongs to.' },
          },
          required: ['error', 'message'],
        },
      },
    },
  };
}
