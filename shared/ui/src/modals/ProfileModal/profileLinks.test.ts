import { validateProfileLinks } from './profileLinks';

test('empty links are allowed: a profile may have no website or avatar', () => {
  expect(validateProfileLinks({ website: '', avatarURL: '   ' })).toEqual({});
});

test('http and https addresses are accepted', () => {
  expect(
    validateProfileLinks({ website: 'http://a.example', avatarURL: 'https://b.example/me.png' }),
  ).toEqual({});
});

test('script, data and bare addresses are refused, each with its own field name', () => {
  expect(
    validateProfileLinks({ website: 'javascript:alert(1)', avatarURL: 'data:image/png;base64,AA' }),
  ).toEqual({
    website: 'Website must be an http:// or https:// address.',
    avatarURL: 'Avatar URL must be an http:// or https:// address.',
  });
  expect(validateProfileLinks({ website: 'example.com', avatarURL: '' })).toEqual({
    website: 'Website must be an http:// or https:// address.',
  });
});
