import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { FileStore, type StoredFile } from '../../../backend/src/platform/files/file-store.js';
import { createTestApp, type TestApp } from '../../setup/test-app.js';
import { databaseKinds } from '../../setup/test-databases.js';

const browserAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const svgSource =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">' +
  '<rect width="200" height="100" fill="#4a6150"/><circle cx="100" cy="50" r="30" fill="#b0915a"/></svg>';

/** Collects a binary body whatever its content type. */
const binary = (
  response: request.Response,
  callback: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe.each(databaseKinds())('GET /img/{fileId} on %s', (kind) => {
  let testApp: TestApp;
  let http: App;
  let photo: StoredFile;
  let transparent: StoredFile;
  let artwork: StoredFile;
  let pdf: StoredFile;

  const get = (path: string, accept = browserAccept) =>
    request(http).get(path).set('Accept', accept).buffer(true).parse(binary);
  const dimensions = async (body: Buffer) => {
    const { width, height, format } = await sharp(body).metadata();
    return { width, height, format };
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    http = testApp.app.getHttpServer();
    const files = testApp.app.get(FileStore);
    const photoBytes = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#7a8a70' },
    })
      .jpeg()
      .toBuffer();
    const pngBytes = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    photo = await files.put(photoBytes, 'image/jpeg');
    transparent = await files.put(pngBytes, 'image/png');
    artwork = await files.put(Buffer.from(svgSource), 'image/svg+xml');
    pdf = await files.put(Buffer.from('%PDF-1.7\n'), 'application/pdf');
  });

  afterAll(() => testApp.close());

  it('resizes a photo to fit inside the asked width as WebP for a browser that accepts WebP', async () => {
    const response = await get(`/img/${photo.id}?width=300`).expect(200);

    expect(response.headers['content-type']).toBe('image/webp');
    expect(await dimensions(response.body as Buffer)).toEqual({
      width: 300,
      height: 200,
      format: 'webp',
    });
  });

  it('answers JPEG to a client that does not list WebP, and fits inside width and height', async () => {
    const response = await get(`/img/${photo.id}?width=600&height=100`, 'image/jpeg,*/*').expect(
      200,
    );

    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await dimensions(response.body as Buffer)).toEqual({
      width: 150,
      height: 100,
      format: 'jpeg',
    });
  });

  it('keeps transparency as PNG when the client does not accept WebP', async () => {
    const response = await get(`/img/${transparent.id}?width=100`, '*/*').expect(200);

    expect(response.headers['content-type']).toBe('image/png');
    const metadata = await sharp(response.body as Buffer).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 100, hasAlpha: true });
  });

  it('never enlarges a photo beyond its own size', async () => {
    const response = await get(`/img/${photo.id}?width=4000`).expect(200);

    expect(await dimensions(response.body as Buffer)).toMatchObject({ width: 1200, height: 800 });
  });

  it('serves an SVG as it is, under a policy that lets it neither run scripts nor fetch', async () => {
    const response = await get(`/img/${artwork.id}`).expect(200);

    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect((response.body as Buffer).toString()).toBe(svgSource);
  });

  it('rasterises an SVG sharply at the asked size, larger than it is drawn', async () => {
    const response = await get(`/img/${artwork.id}?width=800`).expect(200);

    expect(response.headers['content-type']).toBe('image/webp');
    expect(await dimensions(response.body as Buffer)).toEqual({
      width: 800,
      height: 400,
      format: 'webp',
    });
  });

  it('caches for a year with a strong ETag and answers 304 when the client has it', async () => {
    const first = await get(`/img/${photo.id}?width=200`).expect(200);
    const etag = String(first.headers.etag);

    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.vary).toMatch(/Accept/);
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await get(`/img/${photo.id}?width=200`)
      .set('If-None-Match', etag)
      .expect(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect((revalidated.body as Buffer).length).toBe(0);
  });

  it('gives every size and encoding its own ETag', async () => {
    const tags = await Promise.all([
      get(`/img/${photo.id}?width=200`),
      get(`/img/${photo.id}?width=201`),
      get(`/img/${photo.id}?height=200`),
      get(`/img/${photo.id}?width=200`, 'image/jpeg'),
      get(`/img/${photo.id}`),
    ]).then((responses) => responses.map((response) => String(response.headers.etag)));

    expect(new Set(tags).size).toBe(tags.length);
  });

  it('keeps a made variant on disk and sends the same bytes again', async () => {
    const first = await get(`/img/${photo.id}?width=123`).expect(200);
    const second = await get(`/img/${photo.id}?width=123`).expect(200);

    expect(second.body).toEqual(first.body);
    const cached = join(testApp.config.dataDir, 'cache', 'img', photo.id);
    expect(existsSync(cached)).toBe(true);
    expect(readdirSync(cached)).toContain('webp-123x0');
  });

  it.each([
    ['width=0', 'width'],
    ['width=4001', 'width'],
    ['width=abc', 'width'],
    ['width=1.5', 'width'],
    ['height=-3', 'height'],
    ['width=10&width=20', 'width'],
  ])('refuses ?%s with 400 and a message naming %s and its bounds', async (query, name) => {
    const response = await request(http).get(`/img/${photo.id}?${query}`).expect(400);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(
        `${name} must be a whole number of pixels from 1 to 4000`,
      ) as unknown,
    });
  });

  it.each([
    ['an unknown id', 'abcdefgh0123456789abcdefgh0123456789abcd'],
    ['a malformed id', 'no.such*file'],
  ])('answers 404 JSON for %s', async (_label, id) => {
    const response = await request(http)
      .get(`/img/${encodeURIComponent(id)}`)
      .expect(404);

    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toMatchObject({
      statusCode: 404,
      message: `There is no image with the id ${id}.`,
    });
  });

  it('does not serve a stored file that is not an image', async () => {
    await request(http).get(`/img/${pdf.id}`).expect(404);
  });
});
