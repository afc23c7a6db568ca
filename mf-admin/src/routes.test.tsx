import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from './routes';

describe('mf-admin routes', () => {
  it('declares in package.json (shophub.routes) exactly the pages it provides, as the remotes map carries them', () => {
    const { shophub } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
      shophub: { routes: string[] };
    };
    expect(routes.map((route) => route.path)).toEqual(shophub.routes);
  });
});
