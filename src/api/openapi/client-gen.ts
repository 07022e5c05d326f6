// Renders the generated files of the typed client (client/ at the project root) from the
// OpenAPI document: client/schema.ts with openapi-typescript (the kept library; version 6,
// which needs no TypeScript compiler API: this project compiles with TypeScript 7), and
// client/operations.ts, the little the client must know at run time (which operations are
// POST-only, which parameters are secrets). Dev-time only: scripts/gen-docs.ts writes the files
// and test/openapi/client-files.test.ts checks the committed ones; the node never imports this.
import openapiTS from 'openapi-typescript';
import type { HandlerTable } from '../types.js';
import { buildOpenApiDocument, operationPath, paramsSchemaName, type OpenApiDocument } from './document.js';

const HEADER = 'Generated from the handler table by `npm run docs` (src/api/openapi/client-gen.ts). Do not edit by hand.';

export interface ClientFile {
  /** Path relative to the project root. */
  readonly path: string;
  readonly text: string;
}

export async function renderClientFiles(table: HandlerTable<any>): Promise<ClientFile[]> {
  const doc = buildOpenApiDocument(table);
  return [
    { path: 'client/schema.ts', text: await renderSchema(doc) },
    { path: 'client/operations.ts', text: renderOperations(doc) },
  ];
}

async function renderSchema(doc: OpenApiDocument): Promise<string> {
  // openapi-typescript 6 takes the document as an object (it reads no file and no network).
  const body = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0], {
    commentHeader: `/**\n * ${HEADER}\n * Types of the OpenAPI document served at /openapi.json, by openapi-typescript 6.\n */\n`,
  });
  return body.endsWith('\n') ? body : body + '\n';
}

/** The per-operation facts the client needs at run time, read back from the document (so the
 * client depends on the document only). */
function renderOperations(doc: OpenApiDocument): string {
  const lines: string[] = [
    `// ${HEADER}`,
    '// How the client sends each operation: POST-only ones by POST; the others by GET unless a',
    '// secret parameter (secret phrase, admin password) is given, which must never be put in a URL.',
    '',
    'export interface OperationInfo {',
    '  readonly postOnly: boolean;',
    '  /** Parameters whose values are sent only in a POST body. */',
    '  readonly secrets: readonly string[];',
    '}',
    '',
    'export const OPERATIONS: Readonly<Record<string, OperationInfo>> = {',
  ];
  for (const [path, item] of Object.entries(doc.paths)) {
    const requestType = path.slice(operationPath('').length);
    const schema = doc.components.schemas[paramsSchemaName(requestType)] as { properties?: Record<string, { format?: string }> };
    const secrets = Object.entries(schema.properties ?? {})
      .filter(([, s]) => s.format === 'password')
      .map(([name]) => name);
    const postOnly = item['get'] === undefined;
    lines.push(`  ${JSON.stringify(requestType)}: { postOnly: ${postOnly}, secrets: ${JSON.stringify(secrets)} },`);
  }
  lines.push('};', '');
  return lines.join('\n');
}
