/** Spec 1 §7: custom component addresses are loaded as scripts, once each. */
export function loadScripts(addresses: readonly string[], onError: (address: string) => void): void {
  for (const address of addresses) {
    if (!address || document.querySelector(`script[data-vela-custom="${CSS.escape(address)}"]`)) continue;
    const script = document.createElement('script');
    script.src = address;
    script.async = true;
    script.dataset.velaCustom = address;
    script.onerror = () => onError(address);
    document.head.append(script);
  }
}
