// jsdom test environment plus Node's own fetch API (jsdom has none), so components and the fetch
// client are tested against real Request/Response objects rather than hand-rolled fakes.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel', 'TransformStream', 'WritableStream'];

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      // only fill gaps: jsdom's own DOM classes (FormData, Event…) must stay jsdom's
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
