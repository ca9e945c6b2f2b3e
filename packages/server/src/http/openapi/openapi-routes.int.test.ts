import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { describedRoute } from '../../test/api-answers.js';
import { printOpenApiDocument } from './openapi-document.js';

/**
 * What the app serves that is not REST, so not in the description, each with why. Everything
 * else every registered route answers must be described (issue 41).
 */
const NOT_REST: { method: string; url: RegExp; why: string }[] = [
  { method: 'GET', url: /^\/graphql$/, why: 'GraphQL: docs/api/schema.graphql' },
  { method: 'POST', url: /^\/graphql$/, why: 'GraphQL: docs/api/schema.graphql' },
  { method: 'GET', url: /^\/openapi\.json$/, why: 'the description itself' },
  { method: 'GET', url: /^\/api-docs(\/.*)?$/, why: 'the reference page and its script' },
  { method: 'GET', url: /^\/(\*)?$/, why: "the web app's pages and files (static-app.ts)" },
  { method: 'GET', url: /^\/graphiql/, why: "Mercurius' GraphQL IDE, when enabled" },
];

describe('the OpenAPI description (issue 41)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is served at /openapi.json, the same as docs/api/openapi.json', async () => {
    const response = await t.request({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe(printOpenApiDocument());
  });

  it('describes every route the app registers, but those on the list of what is not REST', () => {
    const missing = t.routes
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter(
        (route) =>
          !NOT_REST.some((rest) => rest.method === route.method && rest.url.test(route.url)),
      )
      .filter(
        (route) => describedRoute(route.method, route.url.replace(/:(\w+)/g, 'x')) === undefined,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('describes only routes the app has', () => {
    const document = JSON.parse(printOpenApiDocument()) as { paths: Record<string, object> };
    const registered = new Set(t.routes.map((route) => route.url.replace(/:(\w+)/g, '{$1}')));
    expect(Object.keys(document.paths).filter((path) => !registered.has(path))).toEqual([]);
  });

  it('serves the reference at /api-docs from this origin only, its script allowed by its hash', async () => {
    const page = await t.request({ method: 'GET', url: '/api-docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).toContain('src="js/scalar.js"');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");

    const script = await t.request({ method: 'GET', url: '/api-docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('keeps the strict policy everywhere else', async () => {
    const response = await t.request({ method: 'GET', url: '/openapi.json' });
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
