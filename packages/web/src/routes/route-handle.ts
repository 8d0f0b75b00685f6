import { useMatches } from 'react-router';
import type { RouteEntry } from './route-table.js';

/** What each route carries for the frame: its entry in the route table. */
export interface RouteHandle {
  entry: RouteEntry;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'entry' in value;
}

/** The deepest matched route's table entry. */
export function useCurrentRouteEntry(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.entry;
  }
  return undefined;
}
