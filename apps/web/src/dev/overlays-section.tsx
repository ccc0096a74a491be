import { Button } from '@folio/ui-kit';
import { Dropdown, DropdownItem, DropdownLabel, DropdownLinkItem, DropdownSeparator } from '@folio/ui-kit/dropdown';
import { copyToClipboard, notify, notifyProduct } from '@folio/ui-kit/toast';
import { Tooltip } from '@folio/ui-kit/tooltip';
import { useState } from 'react';
import { Demo, GallerySection } from './gallery-section';
import styles from './gallery.module.css';

const sortOrders = { date: 'Signing date', author: 'Author', distance: 'Distance' } as const;
type SortOrder = keyof typeof sortOrders;

function DropdownDemo() {
  const [order, setOrder] = useState<SortOrder>('date');
  return (
    <Demo title="Dropdown" caption="Enter, Space or ArrowDown opens; arrows move; Escape closes.">
      <div className={styles['row']}>
        <Dropdown label={`Sort: ${sortOrders[order]}`}>
          <DropdownLabel>Sort signings by</DropdownLabel>
          {(Object.keys(sortOrders) as SortOrder[]).map((key) => (
            <DropdownItem key={key} onSelect={() => setOrder(key)}>
              {sortOrders[key]}
            </DropdownItem>
          ))}
          <DropdownItem disabled>Price (soon)</DropdownItem>
          <DropdownSeparator />
          <DropdownLinkItem href="/events">All events</DropdownLinkItem>
        </Dropdown>
        <Dropdown label="Order" variant="ghost" size="sm" align="end">
          <DropdownItem onSelect={() => void notify('Receipt sent again')}>Resend receipt</DropdownItem>
          <DropdownItem tone="danger" onSelect={() => void notify('Order cancelled', { tone: 'error' })}>
            Cancel order
          </DropdownItem>
        </Dropdown>
      </div>
    </Demo>
  );
}

export function OverlaysSection() {
  return (
    <GallerySection
      id="overlays"
      title="Tooltip, dropdown and toasts"
      text="Radix and sonner load with the screens that use them, never with the home page. Tooltips show on hover and focus and hide 200 ms after the pointer leaves."
    >
      <div className={styles['grid']}>
        <Demo title="Tooltip" caption="Placed on top, 10 px away, at most 240 px wide.">
          <div className={styles['row']}>
            <Tooltip content="Signed at the event and dedicated to the name you give at checkout.">
              <Button variant="secondary">Signed copy</Button>
            </Tooltip>
            <Tooltip content="Deposit now, pay the rest in instalments">
              <button type="button" className={styles['iconButton']} aria-label="About deposits">
                i
              </button>
            </Tooltip>
          </div>
        </Demo>
        <DropdownDemo />
        <Demo
          title="Toasts"
          caption="General: top-right, 5 s, with a countdown. Product: top-center, 3 s, no countdown."
        >
          <div className={styles['row']}>
            <Button variant="secondary" size="sm" onClick={() => void notify('Saved to your shelf')}>
              General
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void notify('Preorder confirmed', { tone: 'success', description: 'We e-mailed your receipt.' })
              }
            >
              Success
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void notify('Error updating product quantity', { tone: 'error' })}
            >
              Error
            </Button>
            <Button
              size="sm"
              onClick={() =>
                void notifyProduct('Product added to cart', { action: { label: 'Keep browsing', href: '/' } })
              }
            >
              Add to cart
            </Button>
            <Button variant="ghost" size="sm" onClick={() => void copyToClipboard('FOLIO-SIGNED-2025')}>
              Copy code
            </Button>
          </div>
        </Demo>
      </div>
    </GallerySection>
  );
}
