/** What a state is called where people read it (the web's badges, the documentation). */
export interface StateInfo {
  label: string;
  /** What holds while in this state, in a sentence. */
  meaning: string;
  /** A final state: nothing leaves it. Every other state must have a way out. */
  final?: boolean;
}

/** One legal move: from any of `from` to `to`, and what makes it happen. */
export interface TransitionInfo<S extends string> {
  from: readonly S[];
  to: S;
  /** Who or what moves it, in words: "The provider confirms the payment". */
  trigger: string;
}

export interface Lifecycle<S extends string = string, T extends string = string> {
  /** What goes through it, as the diagram titles it: "Order". */
  name: string;
  /** The state a new one is written in. */
  initial: S;
  /** Every state, in the order they are drawn and listed. */
  states: { readonly [K in S]: StateInfo };
  transitions: { readonly [K in T]: TransitionInfo<S> };
}

export type StateOf<L> = L extends Lifecycle<infer S, string> ? S : never;
export type TransitionOf<L> = L extends Lifecycle<string, infer T> ? T : never;

/**
 * A lifecycle, checked as it is defined (a mistake fails at import, in every test): each
 * transition goes between known states, the initial state is one, every state can be reached from
 * it, and every state that is not final has a way out. So an unhandled state cannot be written.
 */
export function defineLifecycle<const S extends string, const T extends string>(
  lifecycle: Lifecycle<S, T>,
): Lifecycle<S, T> {
  const states = Object.keys(lifecycle.states) as S[];
  const known = new Set<string>(states);
  const problems: string[] = [];
  if (!known.has(lifecycle.initial)) problems.push(`the initial state ${lifecycle.initial} is not a state`);
  for (const [name, transition] of Object.entries<TransitionInfo<S>>(lifecycle.transitions)) {
    if (transition.from.length === 0) problems.push(`${name} starts from no state`);
    for (const state of [...transition.from, transition.to])
      if (!known.has(state)) problems.push(`${name} names ${state}, which is not a state`);
    for (const state of transition.from)
      if (lifecycle.states[state]?.final) problems.push(`${name} leaves ${state}, which is final`);
  }
  const reached = new Set<string>([lifecycle.initial]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const transition of Object.values<TransitionInfo<S>>(lifecycle.transitions))
      if (transition.from.some((state) => reached.has(state)) && !reached.has(transition.to)) {
        reached.add(transition.to);
        grew = true;
      }
  }
  for (const state of states) {
    if (!reached.has(state)) problems.push(`${state} cannot be reached from ${lifecycle.initial}`);
    if (!lifecycle.states[state].final && transitionsFrom(lifecycle, state).length === 0)
      problems.push(`${state} is not final and has no way out`);
  }
  if (problems.length > 0) throw new Error(`The ${lifecycle.name} lifecycle is not sound: ${problems.join('; ')}.`);
  return lifecycle;
}

/** Every state of the lifecycle, in its order. */
export const statesOf = <S extends string>(lifecycle: Lifecycle<S, string>): S[] =>
  Object.keys(lifecycle.states) as S[];

/** The transitions that may leave `state`. */
export function transitionsFrom<S extends string, T extends string>(lifecycle: Lifecycle<S, T>, state: S): T[] {
  return (Object.keys(lifecycle.transitions) as T[]).filter((name) => lifecycle.transitions[name].from.includes(state));
}

/** Whether `transition` may leave `state`. */
export const canTransition = <S extends string, T extends string>(
  lifecycle: Lifecycle<S, T>,
  transition: T,
  state: S,
) => lifecycle.transitions[transition].from.includes(state);

/** The states a transition may leave, as a mutable list (for `where status in (…)`). */
export const fromStates = <S extends string, T extends string>(lifecycle: Lifecycle<S, T>, transition: T): S[] => [
  ...lifecycle.transitions[transition].from,
];

/** A transition asked of something in a state it cannot leave that way. */
export class TransitionRefused extends Error {
  override readonly name = 'TransitionRefused';
  constructor(
    readonly lifecycle: string,
    readonly transition: string,
    readonly state: string | null,
  ) {
    super(`${lifecycle}: ${transition} cannot leave ${state ?? 'a missing row'}.`);
  }
}

/**
 * The lifecycle as a Mermaid state diagram (GitHub draws it in Markdown): the initial state, each
 * transition labelled with its name, and the final states.
 */
export function lifecycleDiagram(lifecycle: Lifecycle): string {
  const lines = ['stateDiagram-v2', `  [*] --> ${lifecycle.initial}`];
  for (const [name, transition] of Object.entries(lifecycle.transitions))
    for (const from of transition.from) lines.push(`  ${from} --> ${transition.to}: ${name}`);
  for (const [state, info] of Object.entries(lifecycle.states)) if (info.final) lines.push(`  ${state} --> [*]`);
  return lines.join('\n');
}

/**
 * The lifecycle in Markdown: its diagram, then a table of its transitions with their triggers and
 * a table of its states with their labels and meanings. `docs/commerce.md` holds these, checked by
 * a test against the definitions.
 */
export function lifecycleMarkdown(lifecycle: Lifecycle): string {
  const transitions = Object.entries(lifecycle.transitions).map(
    ([name, t]) => `| \`${name}\` | ${t.from.map((s) => `\`${s}\``).join(', ')} | \`${t.to}\` | ${t.trigger} |`,
  );
  const states = Object.entries(lifecycle.states).map(
    ([state, info]) => `| \`${state}\` | ${info.label} | ${info.meaning}${info.final ? ' (final)' : ''} |`,
  );
  return [
    `### ${lifecycle.name}`,
    '',
    '```mermaid',
    lifecycleDiagram(lifecycle),
    '```',
    '',
    '| transition | from | to | trigger |',
    '|---|---|---|---|',
    ...transitions,
    '',
    '| state | shown as | meaning |',
    '|---|---|---|',
    ...states,
  ].join('\n');
}
