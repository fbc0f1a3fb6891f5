import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PasswordHasher } from '../../backend/src/modules/auth/security/password-hasher.js';
import { createTestApp } from '../setup/test-app.js';
import { databaseKinds } from '../setup/test-databases.js';
import { BrowserClient } from '../support/auth-client.js';
import { load } from './load.js';
import { percentile, report, round } from './measure.js';

describe.each(databaseKinds())('accounts on %s', (kind) => {
  it('measures argon2id hashing, sign-in latency and validate-session under 100 concurrent requests', async () => {
    const hasher = new PasswordHasher();
    const hashTimes: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const started = performance.now();
      await hasher.hash(`password number ${n}`);
      hashTimes.push(performance.now() - started);
    }

    const testApp = await createTestApp(kind);
    try {
      const http = testApp.app.getHttpServer();
      await new BrowserClient(http).register('bench@example.com', 'bench password');
      const signIns: number[] = [];
      for (let n = 0; n < 20; n += 1) {
        const client = new BrowserClient(http);
        await client.csrf();
        const started = performance.now();
        const response = await client.signIn('bench@example.com', 'bench password');
        signIns.push(performance.now() - started);
        expect(response.status).toBe(200);
      }

      const signedIn = new BrowserClient(http);
      const cookie = (await signedIn.signIn('bench@example.com', 'bench password')).headers[
        'set-cookie'
      ] as unknown as string[];
      const server = testApp.app.getHttpServer().listen(0);
      const { port } = server.address() as AddressInfo;
      await request(http).get('/api/health').expect(200);
      const result = await load({
        url: `http://127.0.0.1:${port}/api/auth/validate-session`,
        method: 'POST',
        connections: 100,
        duration: 10,
        headers: { cookie: (cookie[0] ?? '').split(';')[0] ?? '' },
      });
      server.close();

      const sortedHashes = [...hashTimes].sort((a, b) => a - b);
      const sortedSignIns = [...signIns].sort((a, b) => a - b);
      report(`accounts (${kind})`, {
        argon2idHashP50Ms: round(percentile(sortedHashes, 50)),
        signInP50Ms: round(percentile(sortedSignIns, 50)),
        signInP95Ms: round(percentile(sortedSignIns, 95)),
        validateSessionReqPerSec: round(result.requests.average, 0),
        validateSessionP50Ms: result.latency.p50,
        validateSessionP99Ms: result.latency.p99,
        non2xx: result.non2xx,
      });
      expect(result.non2xx).toBe(0);
    } finally {
      await testApp.close();
    }
  });
});
