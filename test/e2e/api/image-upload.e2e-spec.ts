import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { App } from 'supertest/types.js';
import { Database } from '../../../backend/src/platform/database/database.js';
import { FileStore } from '../../../backend/src/platform/files/file-store.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';
import { BrowserClient } from '../../support/auth-client.js';

const notAPhoto =
  'That file is not a photo we can use. Please choose a JPEG, PNG, WebP, AVIF or GIF image.';

/** A 20000 × 20000 PNG of about 1 MB (a decompression bomb), made once and kept in tmp. */
async function pngBomb(): Promise<Buffer> {
  const path = join(tmpdir(), 'pamphlet-png-bomb-20000.png');
  if (existsSync(path)) return readFileSync(path);
  const bytes = await sharp({
    create: { width: 20000, height: 20000, channels: 3, background: '#fff' },
    limitInputPixels: false,
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path, bytes);
  return bytes;
}

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: channels === 4 ? { r: 200, g: 40, b: 40, alpha: 0.5 } : '#5a7a8c',
    },
  });

let bomb: Buffer;
beforeAll(async () => {
  bomb = await pngBomb();
}, 120_000);

describe.each(databaseKinds())('POST /img/upload on %s', (kind) => {
  let testApp: TestApp;
  let http: App;

  const upload = async (client: BrowserClient, bytes: Buffer, filename: string, type?: string) => {
    const csrf = await client.csrf();
    return client.agent
      .post('/img/upload')
      .set('x-csrf-token', csrf)
      .attach('file', bytes, { filename, contentType: type ?? 'application/octet-stream' });
  };

  const created = async (pending: ReturnType<typeof upload>) => {
    const response = await pending;
    expect(response.status).toBe(201);
    return response;
  };

  const guest = async () => {
    const client = new BrowserClient(http);
    await client.agent.post('/api/auth/guest-session').expect(200);
    return client;
  };

  const stored = async (fileId: string) => {
    const bytes = await testApp.app.get(FileStore).read(fileId);
    if (!bytes) throw new Error(`no file ${fileId}`);
    return sharp(bytes).metadata();
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    http = testApp.app.getHttpServer();
  });

  afterAll(() => testApp.close());

  it('turns a JPEG upright by its EXIF orientation and keeps no EXIF', async () => {
    const client = await guest();
    const sideways = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Family' } } })
      .toBuffer();

    const response = await created(upload(client, sideways, 'IMG_0001.JPG', 'image/jpeg'));

    const { fileId } = response.body as { fileId: string };
    const metadata = await stored(fileId);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    await client.agent.get(`/img/${fileId}?width=10`).expect(200);
  });

  it('keeps a transparent PNG a PNG with its alpha channel', async () => {
    const client = await guest();
    const png = await solid(30, 30, 4).png().toBuffer();

    const response = await created(upload(client, png, 'logo.png', 'image/png'));

    const metadata = await stored((response.body as { fileId: string }).fileId);
    expect(metadata).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it.each([
    ['WebP', () => solid(16, 16).webp().toBuffer()],
    ['AVIF', () => solid(16, 16).avif().toBuffer()],
    ['GIF', () => solid(16, 16).gif().toBuffer()],
  ])('accepts a %s photo by its content, whatever its name and declared type', async (_f, make) => {
    const client = await guest();

    const response = await created(upload(client, await make(), 'photo.txt', 'text/plain'));

    expect(Object.keys(response.body as object)).toEqual(['fileId']);
    expect((response.body as { fileId: string }).fileId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('records ImageUploaded for the caller', async () => {
    const client = await guest();
    const { guestSessionId } = await client.session();

    const response = await upload(client, await solid(12, 12).jpeg().toBuffer(), 'a.jpg');

    const events = await testApp.app
      .get(Database)
      .query<{ data: { fileId: string; ownerId: string; width: number; height: number } }>(
        `select data from events where type = 'ImageUploaded' and data->>'fileId' = ?`,
        [(response.body as { fileId: string }).fileId],
      );
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({ ownerId: `guest:${guestSessionId}`, width: 12, height: 12 }),
    ]);
  });

  it('refuses a text file named .png with 415', async () => {
    const client = await guest();

    const response = await upload(client, Buffer.from('not a photo at all'), 'x.png', 'image/png');

    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ error: notAPhoto });
  });

  it('refuses an SVG, which is an image but not a photo, with 415', async () => {
    const client = await guest();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');

    const response = await upload(client, svg, 'x.svg', 'image/svg+xml');

    expect(response.status).toBe(415);
  });

  it('refuses a 30 MB file with 413 and says the limit', async () => {
    const client = await guest();
    const huge = Buffer.alloc(30 * 1024 * 1024, 7);

    const response = await upload(client, huge, 'huge.jpg', 'image/jpeg');

    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      error: 'That photo is larger than 25 MB. Please choose a smaller file.',
    });
  });

  it('refuses a 20000 × 20000 PNG bomb with 400 naming the 100-megapixel limit, quickly', async () => {
    const client = await guest();
    const started = Date.now();

    const response = await upload(client, bomb, 'bomb.png', 'image/png');

    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toContain('at most 100 megapixels');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('asks for exactly one file part', async () => {
    const client = await guest();
    const csrf = await client.csrf();
    const photo = await solid(8, 8).jpeg().toBuffer();

    const none = await client.agent.post('/img/upload').set('x-csrf-token', csrf).field('a', 'b');
    const two = await client.agent
      .post('/img/upload')
      .set('x-csrf-token', await client.csrf())
      .attach('file', photo, 'a.jpg')
      .attach('other', photo, 'b.jpg');

    expect([none.status, two.status]).toEqual([400, 400]);
    expect((two.body as { error: string }).error).toContain('exactly one file part');
  });

  it('refuses an upload without the CSRF token', async () => {
    const client = await guest();

    await client.agent
      .post('/img/upload')
      .attach('file', await solid(8, 8).jpeg().toBuffer(), 'a.jpg')
      .expect(403);
  });
});
