import type { MenuItem } from '../../state/index.js';
import { resolveMenuTarget } from './menu-target.js';

/**
 * defaultPage (spec 1 §2.3, S1-R-151; docs/DESIGN-CHOICES.md "defaultPage"): where the current app
 * opens — the menu item its administrator marked "opens first" (isDefaultLaunchTab), else its first
 * item that leads inside Vela, else the home page. Pure, so the rule is tested without a screen.
 */
export function defaultLaunchPath(menus: readonly MenuItem[]): string {
  const flat = menus.flatMap((item) => [item, ...(item.children ?? [])]);
  const marked = flat.find((item) => item.isDefaultLaunchTab);
  for (const item of marked ? [marked, ...flat] : flat) {
    const target = resolveMenuTarget(item);
    if (target.kind === 'route' && target.to !== '/' && target.to !== '/defaultPage') return target.to;
  }
  return '/';
}
