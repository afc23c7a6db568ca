// jsdom lacks these; react-router 7 needs TextEncoder.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// A test that runs in Node (@jest-environment node) has no window to complete.
if (typeof window !== 'undefined') completeWindow();

function completeWindow() {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
  window.scrollTo = () => {};
}
