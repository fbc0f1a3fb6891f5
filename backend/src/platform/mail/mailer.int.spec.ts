import { readdirSync, readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app.js';
import { Mailer, outboxDirectory } from './mailer.js';

describe(Mailer.name, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      env: { MAIL_FROM: 'Pamphlet Studio <hello@studio.test>' },
    });
  });

  afterAll(() => testApp.close());

  it('keeps each message as an RFC 822 .eml file in DATA_DIR/outbox when no SMTP server is set', async () => {
    const sut = testApp.app.get(Mailer);

    const sent = await sut.send({
      to: 'family@example.com',
      subject: 'Your pamphlet is ready',
      text: 'With our sympathy, here is your pamphlet.',
      html: '<p>With our sympathy, here is your pamphlet.</p>',
      attachments: [
        {
          filename: 'pamphlet.pdf',
          content: Buffer.from('%PDF-1.7'),
          contentType: 'application/pdf',
        },
      ],
    });

    const files = readdirSync(outboxDirectory(testApp.config.dataDir));
    expect(files).toHaveLength(1);
    expect(sent.outboxFile).toMatch(/\.eml$/);
    const raw = readFileSync(sent.outboxFile ?? '', 'utf8');
    expect(raw).toContain('From: Pamphlet Studio <hello@studio.test>');
    expect(raw).toContain('To: family@example.com');
    expect(raw).toContain('Subject: Your pamphlet is ready');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('filename=pamphlet.pdf');
    expect(raw).toContain(`Message-ID: ${sent.messageId}`);
  });
});
