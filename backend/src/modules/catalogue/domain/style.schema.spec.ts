import { styleSchema } from './style.schema.js';

describe('styleSchema', () => {
  it('accepts layout, text and colour properties with sensible values', () => {
    const style = {
      display: 'flex',
      flexDirection: 'column',
      padding: '0.5in 0.4in',
      fontFamily: "'Playfair Display', serif",
      fontSize: 28,
      fontWeight: 'bold',
      color: '#2f3b46',
      backgroundImage: 'linear-gradient(180deg, #f7c59f 0%, rgba(255, 120, 80, 0.6) 100%)',
      border: '1pt solid #b59a6d',
      tagType: 'h1',
    };

    expect(styleSchema.parse(style)).toEqual(style);
  });

  it.each([
    ['backgroundImage', 'url(https://tracker.example/pixel.png)'],
    ['backgroundImage', 'linear-gradient(red, url(x))'],
    ['color', 'expression(alert(1))'],
    ['width', 'calc(100% - 10px)'],
    ['fontFamily', 'Comic Sans; background: url(x)'],
    ['display', 'contents'],
  ])('refuses %s: %s', (property, value) => {
    expect(styleSchema.safeParse({ [property]: value }).success).toBe(false);
  });

  it('accepts a bare 0 as a number or a string wherever a length goes', () => {
    expect(styleSchema.parse({ minWidth: 0, margin: '0', top: '0' })).toEqual({
      minWidth: 0,
      margin: '0',
      top: '0',
    });
  });

  it('refuses a property that is not on the allowlist', () => {
    expect(styleSchema.safeParse({ background: 'url(x)' }).success).toBe(false);
    expect(styleSchema.safeParse({ behavior: 'x.htc' }).success).toBe(false);
  });
});
