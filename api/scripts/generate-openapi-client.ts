// `npm run generate:openapi-client -w api`: writes test/openapi/generated-client.d.ts, the types a
// client generates from the OpenAPI document (openapi-typescript). test/openapi checks that the file
// is up to date and that its types match shared-ui/contract's.
import { writeFileSync } from 'node:fs';
import { generatedClientFile, generateClientTypes } from './openapi-client.js';

writeFileSync(generatedClientFile, await generateClientTypes());
console.log(`wrote ${generatedClientFile}`);
