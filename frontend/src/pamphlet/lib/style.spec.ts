import { describe, expect, it } from '@jest/globals';
import { styleFor, toCssProperties } from './style';

describe(toCssProperties.name, () => {
  it('keeps allowlisted properties with their numbers and lengths', () => {
    expect(
      toCssProperties({ fontSize: 14, lineHeight: 1.5, margin: '0.25in 0', color: '#334455' }),
    ).toEqual({ fontSize: 14, lineHeight: 1.5, margin: '0.25in 0', color: '#334455' });
  });

  it('drops properties outside the allowlist and the tagType key', () => {
    expect(
      toCssProperties({ tagType: 'h1', cursor: 'pointer', content: '"x"', behavior: 'x' }),
    ).toEqual({});
  });

  it.each([
    ['url(https://tracker.test/x.png)'],
    ['linear-gradient(red, blue), url(x)'],
    ['expression(alert(1))'],
    ['red; position: fixed'],
    ['image-set("a.png" 1x)'],
  ])('drops the value %j, which could fetch or break out', (value) => {
    expect(toCssProperties({ backgroundImage: value, color: value })).toEqual({});
  });

  it('keeps gradients without url()', () => {
    const gradient = 'linear-gradient(180deg, #1d2b3a 0%, rgba(59, 77, 99, 0.8) 100%)';

    expect(toCssProperties({ backgroundImage: gradient })).toEqual({ backgroundImage: gradient });
  });
});

describe(styleFor.name, () => {
  const formats = {
    default: { color: '#111111', fontSize: 12 },
    print: { color: '#000000' },
    screen: { fontSize: 14 },
  };

  it('merges the medium’s overrides over the default', () => {
    expect(styleFor(formats, 'print')).toEqual({ color: '#000000', fontSize: 12 });
    expect(styleFor(formats, 'screen')).toEqual({ color: '#111111', fontSize: 14 });
  });

  it('answers null without a default, so the field is not drawn', () => {
    expect(styleFor({ print: { color: '#000000' } }, 'print')).toBeNull();
    expect(styleFor(undefined, 'screen')).toBeNull();
  });
});
