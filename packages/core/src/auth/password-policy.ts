/**
 * The password policy, shared so the change-password page can say what is
 * missing before the server says it again.
 */
export const PASSWORD_MIN_LENGTH = 10;
/** Argon2 takes any length; a cap keeps a sign-in from hashing megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordPolicyProblem =
  | 'too-short'
  | 'too-long'
  | 'no-letter'
  | 'no-digit'
  | 'same-as-email'
  | 'same-as-old';

export interface PasswordPolicyInput {
  password: string;
  email: string;
  /** The password being replaced; omitted when there is none to compare with. */
  oldPassword?: string;
}

const PROBLEM_TEXT: Record<PasswordPolicyProblem, string> = {
  'too-short': `at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `at most ${PASSWORD_MAX_LENGTH} characters`,
  'no-letter': 'at least one letter',
  'no-digit': 'at least one digit',
  'same-as-email': 'must not be your e-mail address',
  'same-as-old': 'must differ from the current password',
};

/** Every rule the password breaks, in a stable order; empty when it is acceptable. */
export function checkPasswordPolicy(input: PasswordPolicyInput): PasswordPolicyProblem[] {
  const { password } = input;
  const problems: PasswordPolicyProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('too-short');
  if (length > PASSWORD_MAX_LENGTH) problems.push('too-long');
  if (!/\p{L}/u.test(password)) problems.push('no-letter');
  if (!/\p{Nd}/u.test(password)) problems.push('no-digit');
  if (input.email && password.trim().toLowerCase() === input.email.trim().toLowerCase()) {
    problems.push('same-as-email');
  }
  if (input.oldPassword !== undefined && password === input.oldPassword) problems.push('same-as-old');
  return problems;
}

/** "The new password needs at least one digit; must not be your e-mail address." */
export function describePasswordProblems(problems: readonly PasswordPolicyProblem[]): string {
  if (problems.length === 0) return '';
  return `The new password needs: ${problems.map((problem) => PROBLEM_TEXT[problem]).join('; ')}.`;
}
