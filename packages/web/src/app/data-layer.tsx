import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The server-state cache of every page but the language-only ones (sign-in flow, help…), in a chunk of its own that RootFrame
 * loads with the feature screens' messages (routes/data-layer.ts): React Query is about 13 KB gzipped
 * the login page never uses (issue 5: under 250 KB before sign-in, e2e/tests/shell-bundle-budget.spec.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

export default function DataLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
