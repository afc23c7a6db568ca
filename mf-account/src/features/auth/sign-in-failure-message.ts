/** What a rate-limited shopper reads (HTTP 429): the server allows a few attempts a minute per address. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * The message for a failed sign-in. Spec §8: wrong email and wrong password read the same
 * ('Invalid email or password') so the form does not reveal which accounts exist; a rate limit or a
 * call that never got an answer says so instead, since retrying the same password cannot help.
 */
export function signInFailureMessage(status: number | undefined, readableError: string): string {
  if (status === 429) return TOO_MANY_ATTEMPTS;
  if (status === undefined) return readableError;
  return 'Invalid email or password';
}
