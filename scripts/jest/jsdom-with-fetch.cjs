// jsdom test environment plus Node's own fetch API (jsdom has none), so components and the fetch
// client are tested against real Request/Response objects rather than hand-rolled fakes.
//
// Time zones: Date and Intl read the process's zone, and a test file's `process.env` is a copy, so
// a file that needs another zone asks for it here: `@jest-environment-options {"timeZone": "Asia/Tokyo"}`
// runs it as a browser in Tokyo, and `setProcessTimeZone(name)` switches during a test (a server in
// one zone, then the fan's browser in another). The worker's own zone comes back afterwards, since
// it runs other files next.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel', 'TransformStream', 'WritableStream'];

function setProcessTimeZone(name) {
  if (name === undefined) delete process.env.TZ;
  else process.env.TZ = name;
}

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timeZone = config.projectConfig.testEnvironmentOptions?.timeZone;
  }

  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      // only fill gaps: jsdom's own DOM classes (FormData, Event…) must stay jsdom's
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    this.processTimeZone = process.env.TZ;
    if (this.timeZone) setProcessTimeZone(this.timeZone);
    this.global.setProcessTimeZone = setProcessTimeZone;
  }

  async teardown() {
    setProcessTimeZone(this.processTimeZone);
    await super.teardown();
  }
}

module.exports = JsdomWithFetch;
