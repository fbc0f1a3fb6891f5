import { PasswordHasher } from './password-hasher.js';

describe(PasswordHasher.name, () => {
  const sut = new PasswordHasher();

  it('stores an argon2id hash with at least 19 MiB, 2 passes and a random salt', async () => {
    const first = await sut.hash('correct horse battery');
    const second = await sut.hash('correct horse battery');

    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(second).not.toBe(first);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await sut.hash('correct horse battery');

    expect(await sut.verify('correct horse battery', hash)).toBe(true);
    expect(await sut.verify('correct horse battery ', hash)).toBe(false);
  });

  it('refuses anything that is not an argon2id hash', async () => {
    expect(await sut.verify('x', 'plain-text')).toBe(false);
    expect(await sut.verify('x', '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false);
  });
});
