// The import-cycle check of `npm run lint` (dependency-cruiser): no module may reach itself through its
// imports, in src/, server/, contract/, scripts/ and bench/. Type-only imports count too: a cycle of
// types is still two modules that cannot be understood one without the other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: move the shared piece to the module both sides import (see docs/development.md).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts', '.d.ts'],
    },
  },
};
