import { loadFeatureMessages } from '../i18n/index.js';

/** What every page but the sign-in flow needs before it draws: the server-state cache and the feature screens' messages. */
export const loadDataLayer = () =>
  Promise.all([import('../app/data-layer.js'), loadFeatureMessages()]).then(([layer]) => layer);
