import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { App } from 'supertest/types.js';

/** A browser for API tests: keeps its cookies, fetches CSRF tokens like the app does. */
export class BrowserClient {
  readonly agent: TestAgent;

  constructor(http: App) {
    this.agent = request.agent(http);
  }

  async csrf(): Promise<string> {
    const response = await this.agent.get('/api/auth/csrf').expect(200);
    return (response.body as { csrfToken: string }).csrfToken;
  }

  /**
   * Posts with the session's CSRF token, as the app does. The token is fetched before the
   * request is made: the agent attaches its cookies when a request is created.
   */
  async post(path: string, body: Record<string, unknown> = {}) {
    const csrfToken = await this.csrf();
    return this.agent.post(path).set('x-csrf-token', csrfToken).send(body);
  }

  async register(email: string, password: string) {
    const csrfToken = await this.csrf();
    return this.agent.post('/api/auth/register').send({ email, password, csrfToken });
  }

  async signIn(email: string, password: string) {
    const csrfToken = await this.csrf();
    return this.agent.post('/api/auth/callback/credentials').send({ email, password, csrfToken });
  }

  async signOut() {
    const csrfToken = await this.csrf();
    return this.agent.post('/api/auth/signout').send({ csrfToken });
  }

  async session() {
    const response = await this.agent.post('/api/auth/validate-session').expect(200);
    return response.body as {
      user: { email: string; name: string; avatar: string; userType: string } | null;
      guest: boolean;
      guestSessionId: string | null;
    };
  }

  /** The session cookie's value as the server last set it. */
  cookieValue(response: { headers: Record<string, unknown> }): string | null {
    const cookies = response.headers['set-cookie'] as string[] | undefined;
    const cookie = cookies?.find((line) => line.startsWith('pamphlet_session='));
    return cookie ? (cookie.split(';')[0]?.split('=')[1] ?? null) : null;
  }
}
