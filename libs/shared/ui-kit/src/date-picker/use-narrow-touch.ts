import { useMediaQuery } from '../hooks/use-media-query';

/** Spec section 9: a narrow touch screen, 430 px wide or less, shows a visible Close button. */
export const NARROW_TOUCH_QUERY = '(max-width: 430px) and (pointer: coarse)';

/** True on a narrow touch screen. */
export function useNarrowTouch(): boolean {
  return useMediaQuery(NARROW_TOUCH_QUERY);
}
