import * as v from 'valibot';
import { AuthMessages } from './auth.messages.js';
import { EmailField, NewPasswordField, PresentedPasswordField, requiredText } from './fields.js';

export const LoginInput = v.object({
  email: EmailField,
  password: PresentedPasswordField,
  /** Accepted for compatibility; sessions keep the server's lifetimes (30 min idle, 12 h absolute). */
  remember: v.optional(v.boolean()),
  /**
   * The bot-protection widget's token for `LOGIN_CHALLENGE_ACTION`: sent after the server answered
   * `challenge_required` (the network is past its sign-in limit and bot protection is configured).
   */
  challenge_token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});
export type LoginInput = v.InferOutput<typeof LoginInput>;

export const RegisterInput = v.pipe(
  v.object({
    first_name: requiredText('first name'),
    last_name: requiredText('last name'),
    email: EmailField,
    password: NewPasswordField,
    password_confirmation: v.string(AuthMessages.passwordConfirmation),
    /** The bot-protection widget's token, when the server has one configured (`POST /register` checks it then). */
    challenge_token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  }),
  // Laravel's `confirmed` rule: the error lands on `password`.
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      AuthMessages.passwordConfirmation,
    ),
    ['password'],
  ),
);
export type RegisterInput = v.InferOutput<typeof RegisterInput>;

export const ForgotPasswordInput = v.object({ email: EmailField });
export type ForgotPasswordInput = v.InferOutput<typeof ForgotPasswordInput>;

export const ResetPasswordInput = v.pipe(
  v.object({
    token: v.pipe(
      v.string(AuthMessages.required('token')),
      v.nonEmpty(AuthMessages.required('token')),
      v.maxLength(200),
    ),
    email: EmailField,
    password: NewPasswordField,
    password_confirmation: v.string(AuthMessages.passwordConfirmation),
  }),
  // Laravel's `confirmed` rule: the error lands on `password`.
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      AuthMessages.passwordConfirmation,
    ),
    ['password'],
  ),
);
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordInput>;

export const VerifyEmailInput = v.object({
  token: v.pipe(v.string(AuthMessages.required('token')), v.nonEmpty(AuthMessages.required('token')), v.maxLength(200)),
});
export type VerifyEmailInput = v.InferOutput<typeof VerifyEmailInput>;
