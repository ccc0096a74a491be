import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crashPoints, noCrash } from './crash-point.js';

describe('crash points', () => {
  it('fire only at the armed names', () => {
    const fired: string[] = [];
    const crash = crashPoints(['placement.after-order', 'cancel.after-refund'], (name) => fired.push(name));
    crash('placement.after-payment');
    crash('cancel.after-refund');
    crash('placement.after-order');
    expect(fired).toEqual(['cancel.after-refund', 'placement.after-order']);
  });

  it('are the no-op when nothing is armed', () => {
    expect(crashPoints([])).toBe(noCrash);
    expect(noCrash('placement.after-order')).toBeUndefined();
  });

  it('kill the process with SIGKILL at once, after one line on stderr: nothing after the point runs', async () => {
    const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const module = pathToFileURL(new URL('./crash-point.ts', import.meta.url).pathname).href;
    const script = `
      const { crashPoints } = await import(${JSON.stringify(module)});
      process.on('exit', () => console.log('exit handler ran'));
      const crash = crashPoints(['here']);
      crash('not here');
      console.log('before');
      try { crash('here'); } finally { console.log('finally ran'); }
      console.log('after');`;
    const child = spawn(process.execPath, ['--import', loader, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (c, s) => resolve([c, s])),
    );
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    expect(stdout).toBe('before\n');
    expect(stderr.trim().split('\n').at(-1)).toBe('{"crash_point":"here"}');
  }, 30_000);
});
