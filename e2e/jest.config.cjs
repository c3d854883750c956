// End-to-end specs: the real stack (services, remote servers, gateway) on free ports, driven
// through Debian's Chromium with playwright-core. Run in band: two cores, one browser at a time.
const path = require('node:path');

module.exports = {
  rootDir: path.resolve(__dirname, '..'),
  roots: ['<rootDir>/e2e/specs'],
  testMatch: ['**/*.e2e.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
  displayName: 'e2e',
};
