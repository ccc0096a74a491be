// Public API of @folio/giveaways: list every export by name.
export { Greeting } from './greeting/greeting';
export type { GreetingProps } from './greeting/greeting';
