/** Third-party sign-in's screens outside the shell (issue 18): the login page's provider buttons. */
export { SignInProviderButtons } from './SignInProviderButtons.js';
