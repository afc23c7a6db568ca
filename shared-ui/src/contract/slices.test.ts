import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SLICES } from './slices';

const repositoryDir = join(__dirname, '..', '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(repositoryDir, path), 'utf8')) as Record<string, unknown>;

describe('the slice registry', () => {
  it('names each slice once, in its own mf-<name> package', () => {
    expect(new Set(SLICES.map((slice) => slice.name)).size).toBe(SLICES.length);
    for (const slice of SLICES) {
      expect(slice.name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(slice.package).toBe(`mf-${slice.name}`);
      expect(slice.label).not.toBe('');
    }
  });

  it('gives each slice a dev port of its own above the shell (3000) and below the API (4000)', () => {
    const ports = SLICES.map((slice) => slice.devPort);
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port > 3000 && port < 4000).toBe(true);
  });

  it('lists a folder that is a workspace with that package name', () => {
    const { workspaces } = readJson('package.json') as { workspaces: string[] };
    for (const slice of SLICES) {
      expect(existsSync(join(repositoryDir, slice.package, 'package.json'))).toBe(true);
      expect(readJson(`${slice.package}/package.json`).name).toBe(slice.package);
      expect(workspaces).toContain(slice.package);
    }
  });
});
