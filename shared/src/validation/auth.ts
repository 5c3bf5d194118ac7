/** Sign-in, sign-up, password reset and device payloads (AUTH1-AUTH4). */
import * as v from 'valibot';
import { requiredEmail, requiredText } from './common.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_POLICY_MESSAGE = 'Password must be at least 8 characters!';

/** A new password: required with the form's own message, then the policy (AUTH4). */
export const newPassword = (requiredMessage: string) =>
  v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.nonEmpty(requiredMessage),
    v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MESSAGE),
    v.maxLength(256, PASSWORD_POLICY_MESSAGE),
  );

export const signinArgs = v.object({
  username: requiredText('Please provide username!', 254),
  password: v.pipe(
    v.optional(v.string('Please provide password!'), ''),
    v.nonEmpty('Please provide password!'),
    v.maxLength(256, 'Please provide password!'),
  ),
});
export type SigninArgs = v.InferOutput<typeof signinArgs>;

export const signupArgs = v.object({
  biz_name: requiredText('Please provide business name!', 120),
  username: requiredEmail('Please provide email!', 'Please provide valid email!'),
  password: newPassword('Please provide password!'),
});
export type SignupArgs = v.InferOutput<typeof signupArgs>;

export const forgotPasswordArgs = v.object({
  username: requiredText('Please provide username!', 254),
});
export type ForgotPasswordArgs = v.InferOutput<typeof forgotPasswordArgs>;

export const resetPasswordToken = requiredText('Invalid request!', 200);
export const resetPasswordArgs = v.object({
  password: newPassword('Please provide new password!'),
});
export type ResetPasswordArgs = v.InferOutput<typeof resetPasswordArgs>;

export const cancelSubscriptionArgs = v.object({
  id: requiredText('Invalid request!', 100),
});
export type CancelSubscriptionArgs = v.InferOutput<typeof cancelSubscriptionArgs>;

export const removeDeviceArgs = v.object({
  device_id: requiredText('Invalid request!', 100),
});
export type RemoveDeviceArgs = v.InferOutput<typeof removeDeviceArgs>;

export const superadminSigninArgs = signinArgs;
export type SuperadminSigninArgs = SigninArgs;

/** The user record the browser keeps after sign-in. */
export type SessionUser = {
  id: string;
  username: string;
  name: string;
  role: string;
  scope: string;
  designation: string | null;
  photo: string | null;
  /** I18N2: the user's app language ('en', 'hi'); null or absent: the device's default. */
  language?: string | null;
  tenant_id: string | null;
};
