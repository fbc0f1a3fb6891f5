import sharp from 'sharp';
import type { App } from 'supertest/types.js';
import { Database } from '../../../backend/src/platform/database/database.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';
import { BrowserClient } from '../../support/auth-client.js';

type Body = Record<string, unknown>;

/** A change of the deceased's name: `full-name` in quiet-lake, `name` in the other fixtures. */
const named = (value: string, fieldId = 'full-name'): Body => ({
  pages: [{ page_number: 0, page_fields: [{ field_id: fieldId, field_value: value }] }],
});
const onPage = (page_number: number, ...page_fields: Body[]): Body => ({
  pages: [{ page_number, page_fields }],
});

/** Awaits a request and checks its status, for BrowserClient.post (which returns a promise). */
async function expectStatus<R extends { status: number }>(pending: Promise<R>, status: number) {
  const response = await pending;
  expect(response.status).toBe(status);
  return response;
}

describe.each(databaseKinds())('Saved edits (/upload) on %s', (kind) => {
  let testApp: TestApp;
  let http: App;

  const browser = async () => {
    const client = new BrowserClient(http);
    await client.agent.post('/api/auth/guest-session').expect(200);
    return client;
  };

  const uploadPhoto = async (client: BrowserClient, colour: string) => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const response = await client.agent
      .post('/img/upload')
      .set('x-csrf-token', await client.csrf())
      .attach('file', bytes, 'photo.jpg')
      .expect(201);
    return (response.body as { fileId: string }).fileId;
  };

  const draftEvents = () =>
    testApp.app
      .get(Database)
      .query<{ type: string; stream_id: string }>(
        `select type, stream_id from events where stream_id like 'draft-%' order by position`,
      );

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seedTemplates: 'fixtures' });
    http = testApp.app.getHttpServer();
  });

  afterAll(() => testApp.close());

  it('gives a guest without a draft no edits', async () => {
    const client = await browser();

    const response = await client.agent.get('/upload/quiet-lake').expect(200);

    expect(response.body).toEqual({ pages: [] });
  });

  it('saves a guest’s edits and reads back only what differs from the template', async () => {
    const client = await browser();
    const sent = {
      pages: [
        {
          page_number: 0,
          page_fields: [
            { field_id: 'full-name', field_value: 'Ruth Ellis' },
            { field_id: 'dates', field_value: '' },
          ],
        },
        {
          page_number: 2,
          page_fields: [
            {
              field_id: 'service',
              children: [{ field_id: 'service-items', field_value: 'Hymn: Abide With Me' }],
            },
          ],
        },
      ],
    };

    const saved = await expectStatus(client.post('/upload/quiet-lake', sent), 200);
    const response = await client.agent.get('/upload/quiet-lake').expect(200);

    expect(Number.isNaN(Date.parse((saved.body as { savedAt: string }).savedAt))).toBe(false);
    expect(response.body).toEqual({
      pages: [
        { page_number: 0, page_fields: [{ field_id: 'full-name', field_value: 'Ruth Ellis' }] },
        sent.pages[1],
      ],
    });
  });

  it('shows a second browser nothing of the first browser’s edits', async () => {
    const first = await browser();
    const second = await browser();
    await expectStatus(first.post('/upload/quiet-lake', named('Only mine')), 200);

    const response = await second.agent.get('/upload/quiet-lake').expect(200);

    expect(response.body).toEqual({ pages: [] });
  });

  it('keeps a purchase’s draft apart from the template’s draft', async () => {
    const client = await browser();
    await expectStatus(client.post('/upload/quiet-lake', named('Before purchase')), 200);
    await expectStatus(client.post('/upload/quiet-lake/purchase-1', named('After purchase')), 200);

    const plain = await client.agent.get('/upload/quiet-lake').expect(200);
    const purchased = await client.agent.get('/upload/quiet-lake/purchase-1').expect(200);

    expect(plain.body).toEqual(named('Before purchase'));
    expect(purchased.body).toEqual(named('After purchase'));
  });

  it('records EditsSaved on the draft’s stream, once per change, and EditsReset for a reset', async () => {
    const client = await browser();
    const before = (await draftEvents()).length;

    await expectStatus(client.post('/upload/night-sky', named('One', 'name')), 200);
    await expectStatus(client.post('/upload/night-sky', named('One', 'name')), 200);
    await expectStatus(client.post('/upload/night-sky', named('Two', 'name')), 200);
    await client.agent
      .delete('/upload/night-sky')
      .set('x-csrf-token', await client.csrf())
      .expect(204);
    const after = await client.agent.get('/upload/night-sky').expect(200);

    const events = (await draftEvents()).slice(before);
    expect(events.map((event) => event.type)).toEqual(['EditsSaved', 'EditsSaved', 'EditsReset']);
    expect(new Set(events.map((event) => event.stream_id)).size).toBe(1);
    expect(after.body).toEqual({ pages: [] });
  });

  it('treats saving the template unchanged as a reset', async () => {
    const client = await browser();
    await expectStatus(client.post('/upload/night-sky', named('Someone', 'name')), 200);

    await expectStatus(client.post('/upload/night-sky', named('', 'name')), 200);

    expect((await client.agent.get('/upload/night-sky').expect(200)).body).toEqual({ pages: [] });
  });

  it('moves a guest’s draft to the account the browser registers', async () => {
    const client = await browser();
    await expectStatus(client.post('/upload/quiet-lake', named('Claimed')), 200);

    await expectStatus(client.register(`claim-${kind}@example.com`, 'a long password'), 201);

    expect((await client.agent.get('/upload/quiet-lake').expect(200)).body).toEqual(
      named('Claimed'),
    );
  });

  it('accepts the caller’s own photo and refuses one uploaded by another owner', async () => {
    const owner = await browser();
    const stranger = await browser();
    const mine = await uploadPhoto(owner, '#224466');
    const theirs = await uploadPhoto(stranger, '#664422');
    const photo = (fileId: string) => onPage(0, { field_id: 'portrait', field_value: fileId });

    await expectStatus(owner.post('/upload/quiet-lake', photo(mine)), 200);
    const refused = await owner.post('/upload/quiet-lake', photo(theirs));

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: `The photo ${theirs} was not uploaded from this account or browser. Upload it again to use it.`,
    });
    expect((await owner.agent.get('/upload/quiet-lake')).body).toEqual(photo(mine));
  });

  it.each([
    ['an unknown page', onPage(9, { field_id: 'full-name' }), 'Template quiet-lake has no page 9.'],
    [
      'an unknown field',
      onPage(3, { field_id: 'obituary-text', field_value: 'x' }),
      'Page 3 has no field "obituary-text" in template quiet-lake.',
    ],
    [
      'an unknown grid row',
      onPage(2, { field_id: 'memories', children: [{ row_id: 'row-7', images: [] }] }),
      'Image grid "memories" on page 2 has no row "row-7" in template quiet-lake.',
    ],
    [
      'a header',
      onPage(1, { field_id: 'obituary-heading', field_value: 'His Life' }),
      'Field "obituary-heading" on page 1 of template quiet-lake is a header and cannot be edited.',
    ],
    [
      'a static image',
      onPage(0, { field_id: 'cover-art', field_value: 'abcdefgh1234' }),
      'is a staticImage and cannot be edited.',
    ],
    [
      'a value of the wrong type',
      onPage(0, { field_id: 'full-name', field_value: 7 }),
      'field_value',
    ],
    [
      'a text over 20,000 characters',
      onPage(1, { field_id: 'obituary', field_value: 'x'.repeat(20_001) }),
      'at most 20,000 are allowed.',
    ],
    [
      'a style value outside the allowlist',
      onPage(0, {
        field_id: 'full-name',
        field_formats: { default: { backgroundImage: 'url(https://evil.example/x.png)' } },
      }),
      'has a style that is not allowed',
    ],
    [
      'a style property outside the allowlist',
      onPage(0, { field_id: 'full-name', field_formats: { default: { behavior: 'x' } } }),
      'has a style that is not allowed',
    ],
    [
      'a crop outside its range',
      onPage(0, { field_id: 'portrait', field_formats: { crop: { x: 120, y: 0, zoom: 1 } } }),
      'crop.x',
    ],
    [
      'an image value that is no file id',
      onPage(0, { field_id: 'portrait', field_value: 'https://evil.example/p.jpg' }),
      'must hold the fileId of an uploaded photo, or nothing.',
    ],
    [
      'a photo nobody uploaded',
      onPage(0, { field_id: 'portrait', field_value: 'nobodyuploadedthis' }),
      'The photo nobodyuploadedthis was not uploaded from this account or browser.',
    ],
    ['a body that is not saved edits', { pages: 'all of them' }, 'The saved edits must be'],
  ])('refuses %s with 400 and a message saying what is wrong', async (_what, body, message) => {
    const client = await browser();

    const response = await client.post('/upload/quiet-lake', body);

    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain(message);
  });

  it('refuses a body over 1 MB with 413 and says the limit', async () => {
    const client = await browser();
    const pages = Array.from({ length: 60 }, () => ({
      page_number: 0,
      page_fields: [{ field_id: 'full-name', field_value: 'x'.repeat(20_000) }],
    }));

    const response = await client.post('/upload/quiet-lake', { pages });

    expect(response.status).toBe(413);
    expect((response.body as { error: string }).error).toContain('at most 1 MB');
  });

  it('refuses malformed JSON with 400 and an unknown template with 404', async () => {
    const client = await browser();

    const malformed = await client.agent
      .post('/upload/quiet-lake')
      .set('x-csrf-token', await client.csrf())
      .set('content-type', 'application/json')
      .send('{"pages": [');
    const unknown = await client.post('/upload/no-such-template', named('x'));

    expect(malformed.status).toBe(400);
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: string }).error).toBe(
      'There is no template with the id no-such-template.',
    );
  });

  it('refuses a save without the CSRF token', async () => {
    const client = await browser();

    await client.agent.post('/upload/quiet-lake').send(named('x')).expect(403);
  });

  it('counts a draft once in the template’s popularity however often it autosaves', async () => {
    const scoreOf = async () => {
      const rows = await testApp.app
        .get(Database)
        .query<{ score: number }>(
          `select score from catalogue_popularity where template_id = 'rose-garden'`,
        );
      return Number(rows[0]?.score ?? 0);
    };
    const client = await browser();
    const before = await scoreOf();

    await expectStatus(client.post('/upload/rose-garden', named('One', 'name')), 200);
    await expectStatus(client.post('/upload/rose-garden', named('Two', 'name')), 200);

    expect(await scoreOf()).toBe(before + 1);
  });

  it('answers 409, never 500, when saves of one draft race and one of them is stale', async () => {
    const client = await browser();
    await expectStatus(client.post('/upload/quiet-lake', named('Start')), 200);
    const csrf = await client.csrf();

    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        client.agent
          .post('/upload/quiet-lake')
          .set('x-csrf-token', csrf)
          .send(named(`Racer ${index}`))
          .then((response) => response.status),
      ),
    );

    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    // PGlite runs one statement at a time, so only PostgreSQL reliably produces a real race.
    expect(kind === 'pglite' || statuses.includes(409)).toBe(true);
  });
});
