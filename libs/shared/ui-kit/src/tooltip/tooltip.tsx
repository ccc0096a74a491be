import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useEffect, useRef, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import styles from './tooltip.module.css';

/** Spec section 9: 10 px from the trigger, on top, hidden 200 ms after the pointer leaves. */
export const TOOLTIP_SIDE_OFFSET = 10;
export const TOOLTIP_HIDE_DELAY_MS = 200;
/** How long the pointer rests on the trigger before the tooltip shows; keyboard focus shows it at once. */
export const TOOLTIP_SHOW_DELAY_MS = 300;

export interface TooltipProps {
  /** The tip: a short text, at most about 240 px wide. */
  content: ReactNode;
  /** The trigger: one element that takes a ref and event handlers, such as a `Button`. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  sideOffset?: number;
  showDelayMs?: number;
  hideDelayMs?: number;
}

/**
 * A tooltip (Radix) shown on hover and on keyboard focus. Radix closes the moment the pointer
 * leaves; here a pointer leaving the trigger or the tip starts a 200 ms countdown that coming back
 * cancels, while Escape, blur and clicks still close at once.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  sideOffset = TOOLTIP_SIDE_OFFSET,
  showDelayMs = TOOLTIP_SHOW_DELAY_MS,
  hideDelayMs = TOOLTIP_HIDE_DELAY_MS,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelHide = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  };

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const onOpenChange = (next: boolean) => {
    if (next) {
      cancelHide();
      setOpen(true);
      return;
    }
    // While a pointer-leave countdown runs, Radix's own close (the pointer left its grace area)
    // waits for it.
    if (hideTimer.current !== undefined) return;
    setOpen(false);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || !open) return;
    cancelHide();
    hideTimer.current = setTimeout(() => {
      hideTimer.current = undefined;
      setOpen(false);
    }, hideDelayMs);
  };

  return (
    <TooltipPrimitive.Provider delayDuration={showDelayMs}>
      <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild onPointerEnter={cancelHide} onPointerLeave={onPointerLeave}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={sideOffset}
            collisionPadding={8}
            className={styles['tooltip']}
            onPointerEnter={cancelHide}
            onPointerLeave={onPointerLeave}
          >
            {content}
            <TooltipPrimitive.Arrow className={styles['arrow']} width={12} height={6} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
