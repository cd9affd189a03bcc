import {
  type EmailVerificationConfirmBody,
  NoticeAnswer,
  type PasswordResetBody,
  type PasswordResetConfirmBody,
} from '@create-together/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

// Links the server mails (README "Password resets and mail"): each answers a sentence to show.

/** POST /api/user/password-reset: the same answer whether or not an account uses the address. */
export const requestPasswordReset = (body: PasswordResetBody) =>
  apiRequest('/api/user/password-reset', { method: 'POST', body, schema: NoticeAnswer, skipAuthEvent: true });

/** POST /api/user/password-reset/confirm: the new password; every session of the account ends. */
export const resetPassword = (body: PasswordResetConfirmBody) =>
  apiRequest('/api/user/password-reset/confirm', {
    method: 'POST',
    body,
    schema: NoticeAnswer,
    skipAuthEvent: true,
  });

/** POST /api/user/email-verification/confirm: the link is the proof; no session needed. */
export const confirmEmail = (body: EmailVerificationConfirmBody) =>
  apiRequest('/api/user/email-verification/confirm', {
    method: 'POST',
    body,
    schema: NoticeAnswer,
    skipAuthEvent: true,
  });

/** POST /api/me/email-verification: the confirmation link, mailed again. */
export const resendEmailConfirmation = () =>
  apiRequest('/api/me/email-verification', { method: 'POST', schema: NoticeAnswer });

/** Settings → Account (the pages a link opens are signed out, and paint without the query cache). */
export const useResendEmailConfirmation = () => useMutation({ mutationFn: resendEmailConfirmation });
