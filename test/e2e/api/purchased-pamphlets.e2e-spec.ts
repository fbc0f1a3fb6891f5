import type { App } from 'supertest/types.js';
import { Database } from '../../../backend/src/platform/database/database.js';
import type { EventMetadata } from '../../../backend/src/platform/event-store/event.js';
import { EventStore } from '../../../backend/src/platform/event-store/event-store.js';
import { ProjectionReplayer } from '../../../backend/src/platform/projections/projection-replayer.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';
import { BrowserClient } from '../../support/auth-client.js';

const metadata: EventMetadata = {
  actor: 'system',
  correlationId: 'c',
  causationId: null,
  requestId: null,
};

describe.each(databaseKinds())('Purchased pamphlets on %s', (kind) => {
  let testApp: TestApp;
  let http: App;
  let store: EventStore;
  let purchases = 0;

  const purchase = async (ownerId: string, title: string) => {
    purchases += 1;
    const purchaseId = `purchase-${purchases}`;
    await store.append(
      `purchase-${purchaseId}`,
      0,
      [
        {
          type: 'PurchaseCompleted',
          data: {
            purchaseId,
            purchaseShortId: `PS-${1000 + purchases}`,
            templateId: 'sunset-beach',
            title,
            thumbnail: null,
            ownerId,
          },
        },
      ],
      metadata,
    );
    testApp.clock.advance(60_000);
    return purchaseId;
  };

  const signedInBrowser = async () => {
    const client = new BrowserClient(http);
    const guest = (await client.agent.post('/api/auth/guest-session')).body as {
      guestSessionId: string;
    };
    return { client, guestOwner: `guest:${guest.guestSessionId}` };
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    http = testApp.app.getHttpServer();
    store = testApp.app.get(EventStore);
  });

  afterAll(() => testApp.close());

  it('lists the signed-in user’s purchases newest first, including those made as a guest in that browser', async () => {
    const { client, guestOwner } = await signedInBrowser();
    await purchase(guestOwner, 'In Loving Memory of Ruth');
    await client.register('ruth.family@example.com', 'a long password');
    const session = (await client.agent.post('/api/auth/validate-session')).body as {
      user: { email: string };
    };
    expect(session.user.email).toBe('ruth.family@example.com');
    const stranger = await signedInBrowser();
    await stranger.client.register('someone.else@example.com', 'another password');
    await purchase(stranger.guestOwner, 'Not yours');

    const response = await client.agent.get('/api/billing/purchased-pamphlets').expect(200);

    expect(response.body).toEqual([
      expect.objectContaining({
        title: 'In Loving Memory of Ruth',
        templateId: 'sunset-beach',
        downloadCount: 0,
      }),
    ]);
  });

  it('counts downloads and keeps the newest purchase first', async () => {
    const { client } = await signedInBrowser();
    await client.register('counted@example.com', 'a long password');
    const [account] = await testApp.app
      .get(Database)
      .query<{ id: string }>('select id from users where email = ?', ['counted@example.com']);
    const owner = `user:${account?.id}`;
    const older = await purchase(owner, 'Older');
    await purchase(owner, 'Newer');
    await store.append(
      `purchase-${older}`,
      1,
      [{ type: 'PamphletDownloaded', data: { purchaseId: older } }],
      metadata,
    );

    const response = await client.agent.get('/api/billing/purchased-pamphlets').expect(200);

    expect(
      (response.body as { title: string; downloadCount: number }[]).map((p) => [
        p.title,
        p.downloadCount,
      ]),
    ).toEqual([
      ['Newer', 0],
      ['Older', 1],
    ]);
  });

  it('asks a guest to sign in', async () => {
    const { client } = await signedInBrowser();

    const response = await client.agent.get('/api/billing/purchased-pamphlets').expect(401);

    expect(response.body).toMatchObject({ error: 'Sign in to see your pamphlets.' });
  });

  it('rebuilds the same rows from the events alone', async () => {
    const report = await testApp.app.get(ProjectionReplayer).replay({ swap: false });

    const table = report.tables.find((entry) => entry.table === 'purchased_pamphlets');
    expect(table?.liveRows).toBeGreaterThan(0);
    expect(table?.differences).toBe(0);
    expect(report.tables.every((entry) => entry.differences === 0)).toBe(true);
  });
});
