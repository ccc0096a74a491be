// Public API of @folio/integrations: list every export by name.
export { Greeting } from './greeting/greeting';
export type { GreetingProps } from './greeting/greeting';
