import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's folder (package.json, prisma/migrations): the nearest folder above this module holding a
 * package.json. That is one level up from server/ when the sources run, and two from dist/server/ in the bundle.
 */
export const projectRoot: string = (() => {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${import.meta.dirname}`);
  }
})();
