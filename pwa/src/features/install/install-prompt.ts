/**
 * Keeps the browser's install offer (beforeinstallprompt) for the 'Install app' buttons. Imported by main.tsx
 * so the listener exists before the browser fires the event.
 */
import { useSyncExternalStore } from 'react';

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // the app offers its own button instead of the browser's banner
    deferred = e as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

export async function promptInstall(): Promise<void> {
  const e = deferred;
  if (!e) return;
  deferred = null; // a prompt event can be used once
  emit();
  await e.prompt();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useCanInstall = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
