import { readMarkdown } from './markdown';

describe('readMarkdown', () => {
  it('reads the relative links of prose, not a pattern written as code', () => {
    const parts = readMarkdown(
      'See [releases](releases.md#previews); a name matches `^[a-z](?:[a-z-]{0,38})?$`.',
    );
    expect(parts.relativeLinks).toEqual(['releases.md#previews']);
    expect(parts.inlineCode).toEqual(['^[a-z](?:[a-z-]{0,38})?$']);
  });
});
