/**
 * The one toast helper: the spec's toast types and durations (`LIMITS.toast`) on top of sonner. Sonner
 * loads after the first paint, not with the app's entry (some 10 KB gzip of every route's JavaScript, a diner's
 * phone included): a toast asked for before it is there waits for it, under the id returned now.
 */
import { FALLBACK, LIMITS, TEXTS } from '@tavola/shared';
import { type CSSProperties, type ReactElement, useEffect, useState } from 'react';
import type { ApiResult } from './api.ts';

type Id = string | number;
type Sonner = typeof import('sonner');

/** The sonner whose Toaster is mounted, once it is; the toasts asked for before that, in order (AppToaster). */
let ready: Sonner | null = null;
const waiting: { readonly id: Id; readonly show: (sonner: Sonner) => void }[] = [];

/** Sonner's module once loaded, and the AppToasters waiting for it. */
let loaded: Sonner | null = null;
let loading = false;
const onLoaded = new Set<(sonner: Sonner) => void>();
function load(): void {
  if (loaded || loading) return;
  loading = true;
  import('sonner').then(
    (sonner) => {
      loaded = sonner;
      loading = false;
      for (const mount of onLoaded) mount(sonner);
    },
    () => {
      loading = false; // offline before the chunk was cached: the next toast asks again
    },
  );
}

let lastId = 0;
/** Ours, so a toast has its id before sonner is loaded (sonner keeps an id it is given). */
const newId = (): Id => `toast-${++lastId}`;

const show = (make: (sonner: Sonner, id: Id) => void, id: Id = newId()): Id => {
  if (ready) make(ready, id);
  else if (onLoaded.size > 0) {
    // an AppToaster waits for sonner; with none mounted a toast shows nowhere, as sonner's own would
    waiting.push({ id, show: (sonner) => make(sonner, id) });
    load();
  }
  return id;
};

export const notify = {
  blank: (message: string): Id => show((s, id) => s.toast(message, { id, duration: LIMITS.toast.blank })),
  success: (message: string, id?: Id): Id =>
    show((s, id) => s.toast.success(message, { id, duration: LIMITS.toast.success }), id),
  error: (message: string, id?: Id): Id =>
    show((s, id) => s.toast.error(message, { id, duration: LIMITS.toast.error }), id),
  /** Stays until dismissed or replaced by success/error with the same id. */
  loading: (message: string = TEXTS.pleaseWait): Id =>
    show((s, id) => s.toast.loading(message, { id, duration: Number.POSITIVE_INFINITY })),
  custom: (render: (id: Id) => ReactElement): Id =>
    show((s, id) => s.toast.custom(render, { id, duration: LIMITS.toast.custom })),
  /** One toast, or every toast without an id; one still waiting for sonner is dropped. */
  dismiss: (id?: Id): Id => {
    if (ready) return ready.toast.dismiss(id);
    for (let i = waiting.length - 1; i >= 0; i--)
      if (id === undefined || waiting[i]?.id === id) waiting.splice(i, 1);
    return id ?? '';
  },
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

/** Where toasts show: sonner's Toaster once its chunk loaded (right after the first paint). */
export function AppToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(loaded);
  useEffect(() => {
    onLoaded.add(setSonner);
    if (loaded) setSonner(loaded);
    else load();
    return () => {
      onLoaded.delete(setSonner);
      if (onLoaded.size === 0) waiting.length = 0;
    };
  }, []);
  return sonner ? <MountedToaster sonner={sonner} /> : null;
}

function MountedToaster({ sonner }: { sonner: Sonner }) {
  // Effects run children first: sonner's Toaster listens by the time the waiting toasts are shown.
  useEffect(() => {
    ready = sonner;
    for (const toast of waiting.splice(0)) toast.show(sonner);
    return () => {
      ready = null;
    };
  }, [sonner]);
  const { Toaster } = sonner;
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
