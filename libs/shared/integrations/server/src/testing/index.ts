// Test helpers of @folio/integrations-server: loopback stand-ins of the vendors' endpoints.
export { startTurnstileStandIn, type TurnstileStandIn } from './turnstile-stand-in.js';
