import { safeHttpUrl } from './safeHttpUrl';

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.com/me.png', 'https://example.com/me.png'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/a b  ', 'https://example.com/a%20b'],
  ])('keeps the http(s) address %j', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//example.com/me.png',
    '/relative/path',
    'example.com',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
