import { createContext, useContext } from 'react';

/**
 * True inside a layout that already draws the page frame (header, footer or a bare main), so an
 * error screen rendered there does not draw a second one; false at the root, where it must.
 */
export const PageFrameContext = createContext(false);

export function useInPageFrame() {
  return useContext(PageFrameContext);
}
