// Public API of @folio/content: list every export by name.
export { Greeting } from './greeting/greeting';
export type { GreetingProps } from './greeting/greeting';
