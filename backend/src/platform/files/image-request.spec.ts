import { acceptsWebp, matchesEtag, parseImageSize } from './image-request.js';

describe(parseImageSize.name, () => {
  it('reads neither, one or both dimensions', () => {
    expect(parseImageSize({})).toEqual({ ok: true, size: { width: null, height: null } });
    expect(parseImageSize({ width: '320' })).toEqual({
      ok: true,
      size: { width: 320, height: null },
    });
    expect(parseImageSize({ width: '1', height: '4000' })).toEqual({
      ok: true,
      size: { width: 1, height: 4000 },
    });
  });

  it.each([
    ['0', 'width'],
    ['4001', 'width'],
    ['-5', 'width'],
    ['12.5', 'width'],
    ['abc', 'width'],
    ['', 'width'],
    ['1e3', 'width'],
  ])('refuses width %j with a message naming the bounds', (width, name) => {
    const result = parseImageSize({ width });

    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(`${name} must be a whole number of pixels`);
    expect(!result.ok && result.message).toContain('1 to 4000');
  });

  it('refuses a dimension given twice', () => {
    expect(parseImageSize({ height: ['10', '20'] }).ok).toBe(false);
  });
});

describe(acceptsWebp.name, () => {
  it.each([
    ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', true],
    ['image/webp', true],
    ['IMAGE/WEBP;q=0.5', true],
    ['image/webp;q=0', false],
    ['*/*', false],
    ['image/*', false],
    [undefined, false],
  ])('for Accept %j answers %s', (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});

describe(matchesEtag.name, () => {
  it('matches the same tag, a weak form of it, one of a list, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
