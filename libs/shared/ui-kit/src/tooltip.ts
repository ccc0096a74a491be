// Public API of @folio/ui-kit/tooltip. A separate entry point: it brings Radix, so only the
// screens that show a tooltip load it.
export { Tooltip, TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS, TOOLTIP_SIDE_OFFSET } from './tooltip/tooltip';
export type { TooltipProps } from './tooltip/tooltip';
