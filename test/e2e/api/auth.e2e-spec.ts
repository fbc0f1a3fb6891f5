import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { EventStore } from '../../../backend/src/platform/event-store/event-store.js';
import { JobWorker } from '../../../backend/src/platform/jobs/job-worker.js';
import { outboxDirectory } from '../../../backend/src/platform/mail/mailer.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';
import { BrowserClient } from '../../support/auth-client.js';

const hour = 60 * 60_000;
const password = 'quiet harbour 1941';
const neutralAnswer =
  "If an account exists with that email, we've sent instructions to reset your password.";

describe.each(databaseKinds())('Accounts and sessions on %s', (kind) => {
  let testApp: TestApp;
  let http: App;
  let emailCount = 0;
  const newEmail = () => `family.member${(emailCount += 1)}@example.com`;
  const browser = () => new BrowserClient(http);

  const outbox = () => {
    try {
      return readdirSync(outboxDirectory(testApp.config.dataDir)).filter((name) =>
        name.endsWith('.eml'),
      );
    } catch {
      return [];
    }
  };
  const resetLinkSentTo = async (email: string): Promise<string> => {
    await testApp.app.get(JobWorker).drain();
    const messages = await Promise.all(
      outbox().map((name) =>
        simpleParser(readFileSync(join(outboxDirectory(testApp.config.dataDir), name))),
      ),
    );
    const message = messages
      .reverse()
      .find((parsed) => parsed.to && JSON.stringify(parsed.to).includes(email));
    const link = message?.text?.match(
      /http:\/\/pamphlets\.test\/reset-password\?token=([A-Za-z0-9_-]+)/,
    );
    if (!link?.[1]) throw new Error(`No reset link was e-mailed to ${email}`);
    expect(message?.html).toContain(link[0]);
    return link[1];
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: { APP_URL: 'http://pamphlets.test' } });
    http = testApp.app.getHttpServer();
  });

  // Every test starts in a fresh throttling window.
  beforeEach(() => testApp.clock.advance(2 * hour));

  afterAll(() => testApp.close());

  describe('sessions', () => {
    it('reports no user and no guest for a browser without a session', async () => {
      expect(await browser().session()).toEqual({ user: null, guest: false, guestSessionId: null });
    });

    it('starts a guest session in an httpOnly SameSite=Lax cookie and keeps it on a second call', async () => {
      const client = browser();
      const first = await client.agent.post('/api/auth/guest-session').expect(200);
      const second = await client.agent.post('/api/auth/guest-session').expect(200);

      const cookie = (first.headers['set-cookie'] as unknown as string[])[0] ?? '';
      expect(cookie).toMatch(/^pamphlet_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
      expect(second.body).toEqual(first.body);
      expect(await client.session()).toEqual({
        user: null,
        guest: true,
        guestSessionId: (first.body as { guestSessionId: string }).guestSessionId,
      });
    });

    it('throttles new guest sessions from one address after 300 an hour, never an existing one', async () => {
      const existing = browser();
      await existing.agent.post('/api/auth/guest-session').expect(200);
      for (let n = 1; n < 300; n += 1)
        await request(http).post('/api/auth/guest-session').expect(200);

      const limited = await request(http).post('/api/auth/guest-session');
      const viaCsrf = await request(http).get('/api/auth/csrf');

      expect(limited.status).toBe(429);
      expect(viaCsrf.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await existing.agent.post('/api/auth/guest-session').expect(200);
    });

    it('refuses a state-changing call without a CSRF token, or with another session’s token', async () => {
      const client = browser();
      const other = browser();
      await client.csrf();

      const missing = await client.agent
        .post('/api/auth/register')
        .send({ email: newEmail(), password });
      const foreignToken = await other.csrf();
      const foreign = await client.agent
        .post('/api/auth/register')
        .send({ email: newEmail(), password, csrfToken: foreignToken });
      const inHeader = await client.post('/api/auth/signout', {});

      expect(missing.status).toBe(403);
      expect(missing.body).toMatchObject({
        error: expect.stringContaining('Reload the page') as unknown,
      });
      expect(foreign.status).toBe(403);
      expect(inHeader.status).toBe(200);
    });
  });

  describe('registration', () => {
    it('creates an account, signs the browser in under a new session id, and describes the user', async () => {
      const client = browser();
      const guestCookie = client.cookieValue(await client.agent.post('/api/auth/guest-session'));
      const email = newEmail();

      const response = await client.register(`  ${email.toUpperCase()} `, password);

      expect(response.status).toBe(201);
      expect(response.body).toEqual({ message: 'Your account has been created.' });
      expect(client.cookieValue(response)).not.toBe(guestCookie);
      expect((await client.session()).user).toEqual({
        email,
        name: email.split('@')[0],
        avatar: '/user.svg',
        userType: 'Free',
      });
    });

    it.each([
      ['not-an-email', password, 'Please enter a valid email address.'],
      [`${'a'.repeat(65)}@example.com`, password, 'Please enter a valid email address.'],
      ['ok@example.com', 'short', 'Password must be at least 8 characters.'],
      ['ok@example.com', 'x'.repeat(65), 'Password must be 64 characters or fewer.'],
    ])('refuses %s / %s with the spec’s message', async (email, candidate, message) => {
      const response = await browser().register(email, candidate);

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: message });
    });

    it('answers 409 with a clear error when the address already has an account', async () => {
      const email = newEmail();
      await browser()
        .register(email, password)
        .then((response) => expect(response.status).toBe(201));

      const again = await browser().register(email, 'another password 2');

      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        error: expect.stringContaining('already exists') as unknown,
      });
    });

    it('moves what a guest bought to the account its browser registers', async () => {
      const client = browser();
      const { guestSessionId } = (await client.agent.post('/api/auth/guest-session')).body as {
        guestSessionId: string;
      };
      await testApp.app.get(EventStore).append(
        'purchase-p1',
        0,
        [
          {
            type: 'PurchaseCompleted',
            data: {
              purchaseId: 'p1',
              purchaseShortId: 'PS-0001',
              templateId: 't1',
              title: 'In Loving Memory',
              thumbnail: null,
              ownerId: `guest:${guestSessionId}`,
            },
          },
        ],
        { actor: 'system', correlationId: 'c', causationId: null, requestId: null },
      );

      await client.register(newEmail(), password);

      expect((await client.session()).user?.userType).toBe('Paid');
    });

    it('throttles registrations from one address with 429 after 10 an hour', async () => {
      for (let n = 0; n < 10; n += 1) {
        expect((await browser().register(newEmail(), password)).status).toBe(201);
      }
      const limited = await browser().register(newEmail(), password);

      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('sign-in and sign-out', () => {
    let email: string;

    beforeEach(async () => {
      email = newEmail();
      await browser().register(email, password);
    });

    it('signs in with the right password, under a new session id every time', async () => {
      const client = browser();
      await client.agent.post('/api/auth/guest-session');
      const before = await client.csrf();

      const response = await client.signIn(email.toUpperCase(), password);

      expect(response.status).toBe(200);
      expect(client.cookieValue(response)).toBeTruthy();
      expect(await client.csrf()).not.toBe(before);
      expect((await client.session()).user?.email).toBe(email);
    });

    it('gives the same answer for a wrong password and for an unknown address', async () => {
      const wrongPassword = await browser().signIn(email, 'not the password');
      const unknown = await browser().signIn(newEmail(), password);

      expect(wrongPassword.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrongPassword.body).toEqual(unknown.body);
      expect(wrongPassword.body).toMatchObject({ error: 'Incorrect email or password.' });
    });

    it('asks for both fields when one is missing', async () => {
      const client = browser();
      const csrfToken = await client.csrf();
      const response = await client.agent
        .post('/api/auth/callback/credentials')
        .send({ email, csrfToken });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'Enter your email and password.' });
    });

    it('locks an account for 15 minutes after 5 failed sign-ins, even for the right password', async () => {
      for (let n = 0; n < 5; n += 1)
        expect((await browser().signIn(email, 'wrong guess')).status).toBe(401);

      const locked = await browser().signIn(email, password);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

      testApp.clock.advance(15 * 60_000);
      expect((await browser().signIn(email, password)).status).toBe(200);
    });

    it('throttles an address after 20 failed sign-ins across accounts', async () => {
      for (let n = 0; n < 20; n += 1) await browser().signIn(newEmail(), 'wrong guess');

      expect((await browser().signIn(email, password)).status).toBe(429);
    });

    it('ends the session on sign-out', async () => {
      const client = browser();
      await client.signIn(email, password);

      expect((await client.signOut()).status).toBe(200);
      expect((await client.session()).user).toBeNull();
    });

    it('ends a signed-in session after 30 idle minutes and after 12 hours in any case', async () => {
      const idle = browser();
      await idle.signIn(email, password);
      testApp.clock.advance(31 * 60_000);
      expect((await idle.session()).user).toBeNull();

      const busy = browser();
      await busy.signIn(email, password);
      for (let elapsed = 0; elapsed < 12 * hour; elapsed += 20 * 60_000) {
        testApp.clock.advance(20 * 60_000);
        await busy.session();
      }
      expect((await busy.session()).user).toBeNull();
    });
  });

  describe('password reset', () => {
    let email: string;

    beforeEach(async () => {
      email = newEmail();
      await browser().register(email, password);
    });

    it('answers every request alike and e-mails a link built from APP_URL only for an account', async () => {
      const before = outbox().length;
      const known = await request(http)
        .post('/api/auth/password-reset-request')
        .set('Host', 'attacker.example')
        .set('x-csrf-token', 'unused')
        .send({ email });
      const client = browser();
      const unknownResponse = await client.post('/api/auth/password-reset-request', {
        email: newEmail(),
      });

      expect(known.status).toBe(403);
      const csrfToken = await client.csrf();
      const knownResponse = await client.agent
        .post('/api/auth/password-reset-request')
        .set('x-csrf-token', csrfToken)
        .set('Host', 'attacker.example')
        .send({ email });
      expect(knownResponse.status).toBe(200);
      expect(unknownResponse.status).toBe(200);
      expect(knownResponse.body).toEqual(unknownResponse.body);
      expect(knownResponse.body).toMatchObject({ message: neutralAnswer });
      expect(await resetLinkSentTo(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(outbox().length).toBe(before + 1);
    });

    it('asks for an address when none is given', async () => {
      const client = browser();
      const response = await client.post('/api/auth/password-reset-request', { email: '  ' });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'Email must be provided.' });
    });

    it('sets the new password once, ends every session of the account and refuses the link again', async () => {
      const signedIn = browser();
      await signedIn.signIn(email, password);
      const client = browser();
      await client.post('/api/auth/password-reset-request', { email });
      const token = await resetLinkSentTo(email);

      await client.agent.get(`/api/auth/password-reset-verify?token=${token}`).expect(200);
      const reset = await client.post('/api/auth/password-reset', {
        token,
        newPassword: 'a brand new password',
      });

      expect(reset.status).toBe(200);
      expect((await signedIn.session()).user).toBeNull();
      expect((await browser().signIn(email, password)).status).toBe(401);
      expect((await browser().signIn(email, 'a brand new password')).status).toBe(200);
      const reused = await client.post('/api/auth/password-reset', {
        token,
        newPassword: 'yet another password',
      });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ error: 'Invalid or expired link.' });
      await client.agent.get(`/api/auth/password-reset-verify?token=${token}`).expect(400);
    });

    it('refuses a link after one hour', async () => {
      const client = browser();
      await client.post('/api/auth/password-reset-request', { email });
      const token = await resetLinkSentTo(email);

      testApp.clock.advance(hour + 1);

      const verify = await request(http).get(`/api/auth/password-reset-verify?token=${token}`);
      expect(verify.status).toBe(400);
      expect(verify.body).toMatchObject({ error: 'Invalid or expired link.' });
    });

    it('checks the new password against the same rules as registration', async () => {
      const client = browser();
      const response = await client.post('/api/auth/password-reset', {
        token: 'whatever',
        newPassword: 'short',
      });

      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'Password must be at least 8 characters.' });
    });

    it('throttles reset requests from one address after 5 an hour, whatever the address asked for', async () => {
      const client = browser();
      for (let n = 0; n < 5; n += 1) {
        await client.post('/api/auth/password-reset-request', { email: newEmail() });
      }
      const limited = await client.post('/api/auth/password-reset-request', { email });

      expect(limited.status).toBe(429);
    });
  });
});

describe('Session cookies behind https', () => {
  it('are marked Secure when APP_URL is https', async () => {
    const testApp = await createTestApp('pglite', {
      env: { APP_URL: 'https://pamphlets.example' },
    });
    try {
      const response = await request(testApp.app.getHttpServer())
        .post('/api/auth/guest-session')
        .expect(200);
      expect((response.headers['set-cookie'] as unknown as string[])[0]).toContain('Secure');
    } finally {
      await testApp.close();
    }
  });
});
