import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORMAT_VERSION, headerOf, readResult } from './results';

const folder = mkdtempSync(join(tmpdir(), 'bench-results-'));
const fileWith = (name: string, json: object) => {
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify(json));
  return file;
};

describe('reading a result to compare with', () => {
  it('refuses a file written before format versions, saying so and which version it reads', () => {
    const file = fileWith('old.json', { label: 'old', bytes: {} });
    expect(() => readResult(file, 'client')).toThrow(
      `${file} is of an older format (version 1, written before results carried a format version): this bench reads format version ${FORMAT_VERSION} only.`,
    );
  });

  it('refuses a file of another format version by its number', () => {
    const file = fileWith('newer.json', { formatVersion: FORMAT_VERSION + 1, kind: 'client' });
    expect(() => readResult(file, 'client')).toThrow(
      `is of a newer format (version ${FORMAT_VERSION + 1}): this bench reads format version ${FORMAT_VERSION} only.`,
    );
  });

  it("refuses another bench's result", () => {
    const file = fileWith('monolith.json', headerOf('monolith', 'm', process.cwd()));
    expect(() => readResult(file, 'client')).toThrow('is a monolith result, not a client result');
  });

  it('reads a result of its own kind and format', () => {
    const file = fileWith('now.json', headerOf('client', 'now', process.cwd()));
    expect(readResult(file, 'client')).toMatchObject({
      formatVersion: FORMAT_VERSION,
      label: 'now',
    });
  });
});
