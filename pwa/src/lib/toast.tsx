/** The one toast helper: the spec's toast types and durations (document 1 section 9) on top of sonner. */
import { FALLBACK, LIMITS, TEXTS } from '@tavola/shared';
import type { CSSProperties, ReactElement } from 'react';
import { toast as sonner, Toaster } from 'sonner';
import type { ApiResult } from './api.ts';

type Id = string | number;

export const notify = {
  blank: (message: string): Id => sonner(message, { duration: LIMITS.toast.blank }),
  success: (message: string, id?: Id): Id =>
    sonner.success(
      message,
      id === undefined ? { duration: LIMITS.toast.success } : { id, duration: LIMITS.toast.success },
    ),
  error: (message: string, id?: Id): Id =>
    sonner.error(
      message,
      id === undefined ? { duration: LIMITS.toast.error } : { id, duration: LIMITS.toast.error },
    ),
  /** Stays until dismissed or replaced by success/error with the same id. */
  loading: (message: string = TEXTS.pleaseWait): Id =>
    sonner.loading(message, { duration: Number.POSITIVE_INFINITY }),
  custom: (render: (id: Id) => ReactElement): Id => sonner.custom(render, { duration: LIMITS.toast.custom }),
  dismiss: (id?: Id): Id => sonner.dismiss(id),
};

/**
 * Runs an API call under a 'Please wait...' toast, then shows the server's message as a success or an error
 * (the caller's fallback when the server said nothing). Returns the result for the caller's next step.
 */
export async function withToast<T>(
  call: () => Promise<ApiResult<T>>,
  successFallback: string = FALLBACK.generic,
): Promise<ApiResult<T>> {
  const id = notify.loading();
  const result = await call();
  if (result.ok) {
    const m = (result.data as { message?: unknown } | null)?.message;
    notify.success(typeof m === 'string' && m !== '' ? m : successFallback, id);
  } else {
    notify.error(result.message, id);
  }
  return result;
}

const toasterStyle = { '--width': `${LIMITS.toast.maxWidthPx}px` } as CSSProperties;

export function AppToaster() {
  return (
    <Toaster
      theme="light"
      position="top-center"
      richColors
      closeButton
      visibleToasts={LIMITS.toast.maxVisible}
      style={toasterStyle}
      toastOptions={{ duration: LIMITS.toast.blank, style: { maxWidth: LIMITS.toast.maxWidthPx } }}
    />
  );
}
