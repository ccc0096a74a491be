// Public API of @folio/lifecycle: state machines defined once, checked, listed and drawn.
export {
  canTransition,
  defineLifecycle,
  fromStates,
  lifecycleDiagram,
  lifecycleMarkdown,
  statesOf,
  transitionsFrom,
  TransitionRefused,
  type Lifecycle,
  type StateInfo,
  type StateOf,
  type TransitionInfo,
  type TransitionOf,
} from './lifecycle.js';
