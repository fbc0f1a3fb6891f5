import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The outbox of the server the journeys run against (see scripts/start-e2e.mjs). */
const outboxDir = (): string =>
  join(
    process.env.E2E_DATA_DIR ?? join(tmpdir(), `pamphlet-e2e-${process.env.E2E_PORT ?? '3100'}`),
    'outbox',
  );

const recipientsOf = (mail: ParsedMail): string =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
    .map((address) => address.text)
    .join(', ');

/** Waits for the newest e-mail to `address` (jobs send mail a moment after the request). */
export async function waitForMailTo(address: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let names: string[] = [];
    try {
      names = readdirSync(outboxDir())
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      // The outbox appears with the first e-mail.
    }
    for (const name of names) {
      const mail = await simpleParser(readFileSync(join(outboxDir(), name)));
      if (recipientsOf(mail).includes(address)) return mail;
    }
    if (Date.now() > deadline)
      throw new Error(`No e-mail to ${address} arrived in ${outboxDir()}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
