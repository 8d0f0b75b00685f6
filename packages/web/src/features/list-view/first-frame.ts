import { useDeferredValue, useState } from 'react';

/**
 * False while a screen is first drawn, true in a second, interruptible pass React makes right after:
 * what the person came for (the rows) is painted first, and controls that cost more to draw than the
 * rows themselves (antd's pickers, menus, search box) arrive in the frames after, without holding the
 * rows back (issue 7: 25 rows within 200 ms of the click).
 */
export function useSecondPass(): boolean {
  return useDeferredValue(true, false);
}

/**
 * True from the first time `open` is true: a dialog is drawn when first asked for and stays, so a screen
 * does not draw its closed dialogs on every visit, and a dialog still closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
