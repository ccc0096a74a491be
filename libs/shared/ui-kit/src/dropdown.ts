// Public API of @folio/ui-kit/dropdown. A separate entry point: it brings Radix, so only the
// screens that show a dropdown load it.
export { Dropdown, DropdownItem, DropdownLabel, DropdownLinkItem, DropdownSeparator } from './dropdown/dropdown';
export type { DropdownItemProps, DropdownProps } from './dropdown/dropdown';
