/**
 * The shell's navigate, for services called outside React (openConsoleTab,
 * openPage). ShellLayout registers the router's navigate while it is mounted.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | undefined;

export function registerShellNavigate(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = undefined;
  };
}

export function shellNavigate(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else window.location.assign(to);
}
