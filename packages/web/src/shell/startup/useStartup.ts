import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { runAfterStartup, runStartup } from './run-startup.js';

export const STARTUP_QUERY_KEY = ['shell', 'startup'] as const;

/** Runs the startup once per sign-in; a failed startup can be retried from the error screen. */
export function useStartup() {
  const startup = useQuery({
    queryKey: STARTUP_QUERY_KEY,
    queryFn: runStartup,
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
