import type { FeatureKeyName } from './feature-messages/en.js';
import type { ShellKeyName } from './locales/en.js';

/** Every message key: the shell's (loaded before sign-in) and the feature screens' (loaded after). */
export type MessageKeyName = ShellKeyName | FeatureKeyName;
