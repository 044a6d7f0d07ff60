import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './root';

export const appVersion: string = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
