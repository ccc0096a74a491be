// Public API of @folio/auth-contract: the identity API's paths, wire shapes and texts.
export { AuthPaths, AuthWebPages, LOGIN_CHALLENGE_ACTION, REGISTER_CHALLENGE_ACTION } from './auth.paths.js';
export {
  AuthMessages,
  AuthErrorCode,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
} from './auth.messages.js';
export {
  EmailField,
  NewPasswordField,
  PresentedPasswordField,
  requiredText,
  optionalText,
  Timestamp,
} from './fields.js';
export { ProfileKind, Profile, UserProfiles, User, AuthResult, MessageResponse } from './user.schema.js';
export {
  LoginInput,
  RegisterInput,
  ForgotPasswordInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from './auth-input.schema.js';
export { SsoValidateInput, SsoValidateResult } from './sso.schema.js';
export {
  SocialProvider,
  SocialRedirect,
  FacebookAutoLoginInput,
  FacebookAutoLoginResult,
  SocialAccount,
  SocialAccountList,
  SocialProviderList,
  SocialErrorReason,
  SocialErrorMessages,
  SocialMessages,
  SocialWebPages,
} from './social.schema.js';
export {
  SessionDevice,
  SessionPlace,
  SessionId,
  UserSession,
  UserSessionList,
  EndedSessions,
  UserSessionMessages,
} from './user-session.schema.js';
export {
  DevMailboxMessage,
  DevMailbox,
  DevMailboxQuery,
  MAX_DEV_MAILBOX_LIMIT,
  DevSsoTicketInput,
  DevSsoTicket,
} from './dev-mailbox.schema.js';
