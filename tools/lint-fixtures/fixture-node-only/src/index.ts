// Stand-in for a node-only lib: Node built-ins are fine on platform:node.
import { readFileSync } from 'node:fs';

export function readFixture(path: string): string {
  return readFileSync(path, 'utf8');
}
