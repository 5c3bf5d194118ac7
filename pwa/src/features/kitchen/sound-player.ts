/** Plays the new-order sound file (the spec's new_order_sound). */
export const NEW_ORDER_SOUND_URL = '/sounds/new_order_sound.wav';

let audio: HTMLAudioElement | null = null;

/** false when the browser refused (no user gesture on the page yet) or cannot play audio. */
export async function playNewOrderSound(): Promise<boolean> {
  try {
    audio ??= new Audio(NEW_ORDER_SOUND_URL);
    audio.muted = false;
    audio.currentTime = 0;
    await audio.play();
    return true;
  } catch {
    return false;
  }
}

/** Inside a user gesture: plays the sound muted and stops it, so later plays are allowed (ADR 0056). */
export async function unlockNewOrderSound(): Promise<boolean> {
  try {
    audio ??= new Audio(NEW_ORDER_SOUND_URL);
    audio.muted = true;
    await audio.play();
    audio.pause();
    audio.currentTime = 0;
    audio.muted = false;
    return true;
  } catch {
    return false;
  }
}
