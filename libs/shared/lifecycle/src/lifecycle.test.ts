import { describe, expect, it } from 'vitest';
import { canTransition, defineLifecycle, lifecycleDiagram, transitionsFrom } from './lifecycle.js';

const door = () =>
  defineLifecycle({
    name: 'Door',
    initial: 'closed',
    states: {
      closed: { label: 'Closed', meaning: 'Shut.' },
      open: { label: 'Open', meaning: 'Anyone may pass.' },
      bricked: { label: 'Bricked up', meaning: 'Gone for good.', final: true },
    },
    transitions: {
      open: { from: ['closed'], to: 'open', trigger: 'Someone opens it' },
      close: { from: ['open'], to: 'closed', trigger: 'Someone closes it' },
      brick: { from: ['closed', 'open'], to: 'bricked', trigger: 'The mason comes' },
    },
  });

describe('defineLifecycle', () => {
  it('answers which transitions leave a state, and whether one may', () => {
    const lifecycle = door();
    expect(transitionsFrom(lifecycle, 'closed')).toEqual(['open', 'brick']);
    expect(transitionsFrom(lifecycle, 'bricked')).toEqual([]);
    expect(canTransition(lifecycle, 'close', 'open')).toBe(true);
    expect(canTransition(lifecycle, 'close', 'closed')).toBe(false);
  });

  it('refuses a state that is not final and has no way out: every state must have a way forward', () => {
    expect(() =>
      defineLifecycle({
        name: 'Trap',
        initial: 'in',
        states: { in: { label: 'In', meaning: '' }, stuck: { label: 'Stuck', meaning: '' } },
        transitions: { enter: { from: ['in'], to: 'stuck', trigger: '' } },
      }),
    ).toThrowError('The Trap lifecycle is not sound: stuck is not final and has no way out.');
  });

  it('refuses unknown and unreachable states, and a move out of a final state', () => {
    expect(() =>
      // Built untyped: the compiler already refuses a state the lifecycle does not have.
      defineLifecycle<string, string>({
        name: 'Broken',
        initial: 'a',
        states: {
          a: { label: 'A', meaning: '' },
          b: { label: 'B', meaning: '', final: true },
          island: { label: 'Island', meaning: '', final: true },
        },
        transitions: {
          go: { from: ['a'], to: 'b', trigger: '' },
          back: { from: ['b'], to: 'a', trigger: '' },
          away: { from: ['a'], to: 'nowhere', trigger: '' },
        },
      }),
    ).toThrowError(
      /back leaves b, which is final; away names nowhere, which is not a state; island cannot be reached from a/,
    );
  });

  it('draws the states and transitions as a Mermaid diagram', () => {
    expect(lifecycleDiagram(door())).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> closed',
        '  closed --> open: open',
        '  open --> closed: close',
        '  closed --> bricked: brick',
        '  open --> bricked: brick',
        '  bricked --> [*]',
      ].join('\n'),
    );
  });
});
