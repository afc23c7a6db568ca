const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom has no fetch; lend it Node's so the ky client runs unchanged in component tests. FormData and
 * File come along: Node's Request only encodes its own FormData as multipart (a profile photo upload).
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'Blob',
      'File',
      'FormData',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'TransformStream',
    ]) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
