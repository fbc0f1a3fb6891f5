/** Module boundaries (see docs/architecture.md). `npm run depcruise` fails on any breach. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Cycles make modules impossible to understand or replace one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'modules-only-through-index',
      severity: 'error',
      comment: 'A module uses another only through its public surface, index.ts.',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: {
        path: '^backend/src/modules/([^/]+)/',
        pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment: 'The platform carries no business rules: it never imports a module.',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'domain-is-framework-free',
      severity: 'error',
      comment: 'Deciders and events are plain TypeScript, testable without Nest or the ORM.',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { path: '(^|/)node_modules/(@nestjs|@mikro-orm|express|stripe|puppeteer-core)/' },
    },
    {
      name: 'frontend-and-backend-apart',
      severity: 'error',
      comment: 'The browser app and the server share no code; they meet at the HTTP API.',
      from: { path: '^frontend/' },
      to: { path: '^(backend|migrations)/' },
    },
    {
      name: 'backend-and-frontend-apart',
      severity: 'error',
      from: { path: '^(backend|migrations)/' },
      to: { path: '^frontend/' },
    },
    {
      name: 'production-code-not-from-tests',
      severity: 'error',
      comment: 'Test helpers never leak into what ships.',
      from: {
        path: '^(backend/src|frontend/src|migrations)/',
        pathNot: '\\.(spec|int\\.spec)\\.tsx?$',
      },
      to: { path: '(^test/|\\.spec\\.tsx?$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.tsbuild)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
