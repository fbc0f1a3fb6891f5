import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 passes, 1 lane. */
export const argon2idCost = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const derive = (password: string, salt: Buffer, cost: typeof argon2idCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    if (typeof argon2 !== 'function') {
      reject(
        new Error('This Node.js has no argon2: start the app through npm scripts (Node 24.7+).'),
      );
      return;
    }
    argon2('argon2id', { message: password, nonce: salt, ...cost }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const phcPattern =
  /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const b64 = (buffer: Buffer): string => buffer.toString('base64').replace(/=+$/, '');

/** Hashes passwords with argon2id into PHC strings, and checks them in constant time. */
@Injectable()
export class PasswordHasher {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, argon2idCost);
    const { memory, passes, parallelism } = argon2idCost;
    return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(key)}`;
  }

  async verify(password: string, phc: string): Promise<boolean> {
    const match = phcPattern.exec(phc);
    if (!match) return false;
    const [, memory, passes, parallelism, salt, expected] = match;
    const expectedKey = Buffer.from(expected ?? '', 'base64');
    const key = await derive(password, Buffer.from(salt ?? '', 'base64'), {
      memory: Number(memory),
      passes: Number(passes),
      parallelism: Number(parallelism),
      tagLength: expectedKey.length,
    } as typeof argon2idCost);
    return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
  }
}
