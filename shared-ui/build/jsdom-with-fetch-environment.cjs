const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom has no fetch; lend it Node's so the ky client runs unchanged in component tests, with the
 * stream and messaging globals the mock API (MSW in Node) needs, as jest-fixed-jsdom does.
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
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'TransformStream',
      'WritableStream',
      'TextDecoderStream',
      'TextEncoderStream',
      // React's server renderer (server-render-then-hydrate.tsx) schedules its work with them.
      'setImmediate',
      'clearImmediate',
    ]) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
    // MSW opens one for WebSocket mocks at import; unreferenced, it does not keep jest from exiting.
    this.global.BroadcastChannel = class BroadcastChannel extends globalThis.BroadcastChannel {
      constructor(name) {
        super(name);
        this.unref();
      }
    };
    this.global.FormData = formDataForFetch(globalThis.FormData, this.global.FormData);
  }
}

/**
 * Node's Request encodes only Node's own FormData as multipart (a profile photo upload), while
 * React and jsdom build one from a <form>, which only jsdom's can read: this FormData is Node's,
 * filled from jsdom's when given a form.
 */
function formDataForFetch(NodeFormData, JsdomFormData) {
  return class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (form === undefined) return;
      for (const [name, value] of new JsdomFormData(form, submitter)) {
        // A file control's value is a jsdom File, which Node's FormData refuses; its name is kept.
        this.append(name, typeof value === 'string' ? value : new File([], value.name, { type: value.type }));
      }
    }
  };
}

module.exports = JsdomWithFetchEnvironment;
