import { applyLanguage, type Language } from '../../i18n/index.js';
import { updateGlobalState, useGlobalStore } from '../../state/index.js';
import { saveLanguage } from './profile-api.js';

/**
 * A person's own language (spec 1 §9): kept on the server first, so a reload or another browser starts
 * in it; then the whole open UI switches in place — messages, antd's texts, dates and numbers. The
 * user info changes too, which tells the user's other tabs to reload (spec 1 §4, cross-tab-user.ts).
 */
export async function changeLanguage(language: Language): Promise<void> {
  await saveLanguage(language);
  await applyLanguage(language);
  const user = useGlobalStore.getState().userInfo;
  if (user) updateGlobalState({ userInfo: { ...user, language } });
}
