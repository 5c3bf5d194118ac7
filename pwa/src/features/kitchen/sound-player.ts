/** Plays the new-order sound file (the spec's new_order_sound). */
export const NEW_ORDER_SOUND_URL = '/sounds/new_order_sound.wav';

let audio: HTMLAudioElement | null = null;

/** false when the browser refused (no user gesture on the page yet) or cannot play audio. */
export async function playNewOrderSound(): Promise<boolean> {
  try {
    audio ??= new Audio(NEW_ORDER_SOUND_URL);
    audio.currentTime = 0;
    await audio.play();
    return true;
  } catch {
    return false;
  }
}
