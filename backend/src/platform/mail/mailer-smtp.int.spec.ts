import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app.js';
import { Mailer } from './mailer.js';

describe(`${Mailer.name} with SMTP_URL`, () => {
  let server: SMTPServer;
  let testApp: TestApp;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    testApp = await createTestApp('pglite', {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Pamphlet Studio <hello@studio.test>',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers to the SMTP server instead of the outbox, with both bodies and the attachment', async () => {
    const sent = await testApp.app.get(Mailer).send({
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

    expect(sent.outboxFile).toBeNull();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.subject).toBe('Your pamphlet is ready');
    expect(mail?.from?.value).toEqual([{ name: 'Pamphlet Studio', address: 'hello@studio.test' }]);
    expect(mail?.text?.trim()).toBe('With our sympathy, here is your pamphlet.');
    expect(mail?.html).toContain('<p>With our sympathy, here is your pamphlet.</p>');
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual(['pamphlet.pdf']);
  });
});
