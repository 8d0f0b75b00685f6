import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { appInAddress } from './current-app.js';
import { runAfterStartup, runStartup } from './run-startup.js';

export const STARTUP_QUERY_KEY = ['shell', 'startup'] as const;

/** Runs the startup once per sign-in; a failed startup can be retried from the error screen. */
export function useStartup() {
  // The address the shell was opened at may name the app (a bookmark): read once, as the startup runs once.
  const search = useLocation().search;
  const [addressAppId] = useState(() => appInAddress(search));
  const startup = useQuery({
    queryKey: STARTUP_QUERY_KEY,
    queryFn: () => runStartup(addressAppId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const ready = startup.isSuccess;
  useEffect(() => {
    if (ready) void runAfterStartup();
  }, [ready]);
  return startup;
}
