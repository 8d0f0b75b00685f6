import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import type { RouteEntry } from './route-table.js';

/** What each route carries for the frame: its entry in the route table. */
export interface RouteHandle {
  entry: RouteEntry;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'entry' in value;
}

/**
 * A page shown away from the address bar (a console tab, a dialog) names its own
 * route entry, so its title and screen are its own and not the address bar's.
 */
export const RouteEntryContext = createContext<RouteEntry | undefined>(undefined);

/** The deepest matched route's table entry (or the entry of the page view around the caller). */
export function useCurrentRouteEntry(): RouteEntry | undefined {
  const own = useContext(RouteEntryContext);
  const matches = useMatches();
  if (own) return own;
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.entry;
  }
  return undefined;
}
