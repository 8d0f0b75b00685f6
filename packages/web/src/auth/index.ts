export { AuthFrame } from './AuthFrame.js';
export {
  AUTH_PATHS,
  changePassword,
  pathAfterSignIn,
  type SignedIn,
  signIn,
  signOut,
} from './auth-service.js';
export { PasswordChangeForm } from './PasswordChangeForm.js';
export { VelaLogo } from './VelaLogo.js';
