/** Id prefixes of this module's own rows. */
export const ShellPrefix = { clientScript: '0cs', customComponent: '0cc', customPage: '0cp' } as const;
