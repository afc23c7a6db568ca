import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { generatedClientFile, generateClientTypes } from '../../scripts/openapi-client.js';
import { openApiDocument } from '../../scripts/openapi-document.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

describe('the OpenAPI document (/api/docs/json)', () => {
  let document: Document;
  let operations: [string, Operation][];
  before(async () => {
    document = (await openApiDocument()) as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
    );
  });

  it('names a server and declares the bearer and cookie security schemes', () => {
    assert.ok(document.servers?.length);
    assert.deepEqual(Object.keys(document.components.securitySchemes).sort(), ['bearerAuth', 'cookieAuth']);
  });

  it('gives every operation a unique operationId and a declared tag', () => {
    const declaredTags = new Set(document.tags?.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const [name, operation] of operations) {
      assert.ok(operation.operationId, `${name} has no operationId`);
      assert.ok(!ids.has(operation.operationId), `${name} repeats operationId ${operation.operationId}`);
      ids.add(operation.operationId);
      assert.ok(operation.tags?.length, `${name} has no tags`);
      for (const tag of operation.tags) assert.ok(declaredTags.has(tag), `${name} has the undeclared tag ${tag}`);
    }
  });

  it('says for every operation which security it takes (public ones: none), naming only declared schemes', () => {
    for (const [name, operation] of operations) {
      assert.ok(Array.isArray(operation.security), `${name} does not say which security it takes`);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement))
          assert.ok(scheme in document.components.securitySchemes, `${name}: ${scheme}`);
      }
    }
    const security = (id: string) => operations.find(([, operation]) => operation.operationId === id)?.[1].security;
    assert.deepEqual(security('listProducts'), []);
    assert.deepEqual(security('getProfile'), [{ bearerAuth: [] }, { cookieAuth: [] }]);
  });

  it('matches the committed client types (regenerate with npm run generate:openapi-client -w api)', async () => {
    assert.equal(
      readFileSync(generatedClientFile, 'utf8'),
      await generateClientTypes(document as unknown as Record<string, unknown>),
    );
  });
});
