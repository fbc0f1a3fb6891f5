import request from 'supertest';
import type { App } from 'supertest/types.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';

describe.each(databaseKinds())('HTTP shell on %s', (kind) => {
  let testApp: TestApp;
  let http: App;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    http = testApp.app.getHttpServer();
  });

  afterAll(() => testApp.close());

  it('reports healthy when the database answers', async () => {
    await request(http).get('/api/health').expect(200, { status: 'ok' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await request(http).get('/api/no-such-thing').expect(404);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({
      statusCode: 404,
      error: 'No API route matches GET /api/no-such-thing. Check the address and method.',
    });
  });

  it('sends security headers with every answer', async () => {
    const response = await request(http).get('/api/health');

    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every request an id, keeping a sane one the caller sent', async () => {
    const generated = await request(http).get('/api/health');
    const kept = await request(http).get('/api/health').set('X-Request-Id', 'trace-0001-abcd');
    const refused = await request(http)
      .get('/api/health')
      .set('X-Request-Id', 'bad id with spaces');

    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers['x-request-id']).toBe('trace-0001-abcd');
    expect(refused.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('reports unavailable, not an error page, when the database stops answering', async () => {
    await testApp.stopDatabase();

    const response = await request(http).get('/api/health').expect(503);

    expect(response.body).toMatchObject({
      status: 'unavailable',
      message: 'The database is not answering.',
    });
  });
});
