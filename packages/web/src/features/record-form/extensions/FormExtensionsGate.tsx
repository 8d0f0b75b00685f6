import { type ReactNode, useEffect, useState } from 'react';
import { formExtensionsLoaded, loadFormExtensions } from './form-extensions.js';

/**
 * Mounts its children once every form extension's code is loaded, so a form calls the same extension
 * hooks from its first render to its last. Usually they are loaded already (the form's code warms them);
 * a failed load goes to the route's error screen, as a form chunk that failed to load does.
 */
export function FormExtensionsGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(formExtensionsLoaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadFormExtensions().then(
      () => live && setReady(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [ready]);
  if (failure) throw failure.error;
  return ready ? children : null;
}
