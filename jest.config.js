const swc = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

/**
 * Unit tests beside the code (server and browser app: the browser's pure logic is plain .ts),
 * database and API tests under test/e2e/api.
 */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/backend/src', '<rootDir>/test', '<rootDir>/frontend/src'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  setupFiles: ['<rootDir>/test/setup/reflect-metadata.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
