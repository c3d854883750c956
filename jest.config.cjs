// One Jest run over every workspace. Node projects for servers and packages, jsdom for React apps.
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
const node = (name, roots) => ({ ...base, displayName: name, testEnvironment: 'node', roots });
const web = (name, roots) => ({
  ...base,
  displayName: name,
  testEnvironment: '<rootDir>/scripts/jest/jsdom-with-fetch.cjs',
  roots,
  setupFilesAfterEach: undefined,
  setupFilesAfterEnv: ['<rootDir>/packages/ui/src/test-setup.ts'],
});

module.exports = {
  projects: [
    node('contracts', ['<rootDir>/packages/contracts']),
    node('federation', ['<rootDir>/packages/federation']),
    node('service-kit', ['<rootDir>/packages/service-kit']),
    web('ui', ['<rootDir>/packages/ui']),
    web('glossary-links', ['<rootDir>/packages/glossary-links']),
    node('search', ['<rootDir>/packages/search']),
    web('data', ['<rootDir>/packages/data']),
    web('preferences', ['<rootDir>/packages/preferences']),
    node('routes', ['<rootDir>/packages/routes']),
    node('releases', ['<rootDir>/packages/releases']),
    web('shell', ['<rootDir>/shell']),
    web('learn-remote', ['<rootDir>/learn-remote']),
    web('hub-remote', ['<rootDir>/hub-remote']),
    web('talk-remote', ['<rootDir>/talk-remote']),
    node('api-gateway', ['<rootDir>/api-gateway']),
    node('content-service', ['<rootDir>/services/content']),
    node('sports-service', ['<rootDir>/services/sports']),
    node('talk-service', ['<rootDir>/services/talk']),
    // deploy/src/images-run.test.ts runs every image's command on the builds: its own project, run after the build in `npm test`
    { ...node('deploy', ['<rootDir>/deploy']), testPathIgnorePatterns: [...base.testPathIgnorePatterns, '/deploy/src/images-run\\.test\\.ts$'] },
    { ...node('containers', ['<rootDir>/deploy']), testMatch: ['<rootDir>/deploy/src/images-run.test.ts'] },
    node('dev-stack', ['<rootDir>/packages/dev-stack']),
  ].map((p) => { delete p.setupFilesAfterEach; return p; }),
};
