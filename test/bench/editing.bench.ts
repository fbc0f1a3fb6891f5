import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createTestApp } from '../setup/test-app.js';
import { databaseKinds } from '../setup/test-databases.js';
import { percentile, report, round } from './measure.js';

const editors = 100;
/** The editor's autosave delay (spec section 9): one save per editor per second at most. */
const pacingMs = 1000;
const pacedSaves = 15;
const saturationSaves = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Session = { cookie: string; csrf: string };

/** A browser's guest session and its CSRF token, as the editor holds them. */
async function guestSession(base: string): Promise<Session> {
  const started = await fetch(`${base}/api/auth/guest-session`, { method: 'POST' });
  const cookie = (started.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const csrf = (await (await fetch(`${base}/api/auth/csrf`, { headers: { cookie } })).json()) as {
    csrfToken: string;
  };
  return { cookie, csrf: csrf.csrfToken };
}

const edits = (text: string) =>
  JSON.stringify({
    pages: [
      { page_number: 0, page_fields: [{ field_id: 'full-name', field_value: text }] },
      { page_number: 1, page_fields: [{ field_id: 'obituary', field_value: text.repeat(40) }] },
    ],
  });

describe.each(databaseKinds())('editor on %s', (kind) => {
  it('measures autosave latency with 100 concurrent editors and a 12-megapixel upload', async () => {
    const testApp = await createTestApp(kind, { seedTemplates: 'fixtures' });
    const server = testApp.app.getHttpServer().listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const sessions = await Promise.all(Array.from({ length: editors }, () => guestSession(base)));

      const save = async (session: Session, text: string) => {
        const started = performance.now();
        const response = await fetch(`${base}/upload/quiet-lake`, {
          method: 'POST',
          headers: {
            cookie: session.cookie,
            'x-csrf-token': session.csrf,
            'content-type': 'application/json',
          },
          body: edits(text),
        });
        await response.arrayBuffer();
        return { ms: performance.now() - started, ok: response.status === 200 };
      };

      // As the editor autosaves: each of 100 editors saves 1 s after its last keystroke, so at
      // most once a second. Every save changes the text, so every one appends EditsSaved.
      const paced: number[] = [];
      let failures = 0;
      await Promise.all(
        sessions.map(async (session, editor) => {
          await sleep(Math.random() * pacingMs);
          for (let n = 0; n < pacedSaves; n += 1) {
            const result = await save(session, `Editor ${editor} pause ${n}`);
            paced.push(result.ms);
            if (!result.ok) failures += 1;
            await sleep(Math.max(0, pacingMs - result.ms));
          }
        }),
      );
      const sorted = [...paced].sort((a, b) => a - b);

      // Saturation: the same 100 editors saving back to back, to find the ceiling.
      const saturated: number[] = [];
      const startedAll = performance.now();
      await Promise.all(
        sessions.map(async (session, editor) => {
          for (let n = 0; n < saturationSaves; n += 1) {
            const result = await save(session, `Editor ${editor} burst ${n}`);
            saturated.push(result.ms);
            if (!result.ok) failures += 1;
          }
        }),
      );
      const seconds = (performance.now() - startedAll) / 1000;
      const sortedSaturated = [...saturated].sort((a, b) => a - b);

      // Noise makes the JPEG as hard to decode as a real photo; each one differs, so the file
      // store does real work rather than dedupe.
      const photoNumber = (n: number) =>
        sharp({
          create: {
            width: 4000,
            height: 3000,
            channels: 3,
            background: '#6a8caf',
            noise: { type: 'gaussian', mean: 100 + n, sigma: 40 },
          },
        })
          .jpeg({ quality: 90 })
          .withMetadata({ orientation: 6 })
          .toBuffer();
      const uploads: number[] = [];
      let photoBytes = 0;
      for (let n = 0; n < 5; n += 1) {
        const bytes = await photoNumber(n);
        photoBytes = bytes.length;
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'IMG_1234.JPG');
        const session = sessions[n] as Session;
        const started = performance.now();
        const response = await fetch(`${base}/img/upload`, {
          method: 'POST',
          headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
          body: form,
        });
        await response.arrayBuffer();
        uploads.push(performance.now() - started);
        expect(response.status).toBe(201);
      }
      const sortedUploads = [...uploads].sort((a, b) => a - b);

      report(`editor (${kind})`, {
        pacedAutosaves: paced.length,
        autosaveP50Ms: round(percentile(sorted, 50)),
        autosaveP95Ms: round(percentile(sorted, 95)),
        autosaveP99Ms: round(percentile(sorted, 99)),
        saturatedSavesPerSec: round(saturated.length / seconds, 0),
        saturatedP50Ms: round(percentile(sortedSaturated, 50)),
        saturatedP99Ms: round(percentile(sortedSaturated, 99)),
        failures,
        photoMB: round(photoBytes / 1024 / 1024, 2),
        upload12MpP50Ms: round(percentile(sortedUploads, 50), 0),
        upload12MpMaxMs: round(sortedUploads[sortedUploads.length - 1] ?? NaN, 0),
      });
      expect(failures).toBe(0);
    } finally {
      server.close();
      await testApp.close();
    }
  });
});
