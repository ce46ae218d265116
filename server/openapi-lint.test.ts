// /openapi.json linted by Redocly's recommended rules (operation ids, descriptions, servers, responses…).
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support';

describe('/openapi.json lint (Redocly, recommended)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('has no errors', async () => {
    const source = (await t.app.inject({ url: '/openapi.json' })).body;
    // `/content/` keeps its trailing slash: it is the spelling the contract (§2) says clients send.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const summary = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ''}`,
    );
    console.log(
      `openapi lint: ${problems.filter((p) => p.severity === 'error').length} errors, ${problems.filter((p) => p.severity === 'warn').length} warnings`,
    );
    console.log([...new Set(summary.map((line) => line.replace(/ @ .*/, '')))].join('\n'));
    expect(summary.filter((line) => line.startsWith('error'))).toEqual([]);
  });
});
