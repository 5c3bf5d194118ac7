/**
 * Whether the new-order sound may play. Browsers play audio only after a user gesture on the page, so a
 * wall tablet that opened the kitchen by itself shows 'Enable sound' once.
 */
import { useCallback, useState } from 'react';
import { playNewOrderSound } from './sound-player.ts';

/** Sticky activation: the user already pressed something on this page, so audio may play. */
const pageWasActivated = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.userActivation?.hasBeenActive);

export type SoundSwitch = {
  /** Audio may play; false shows the 'Enable sound' button. */
  readonly enabled: boolean;
  /** The button's click: plays the sound once, as the user's gesture and as a test. */
  readonly enable: () => Promise<void>;
  /** Plays the sound; a refusal shows the button again. */
  readonly play: () => Promise<void>;
};

export function useNewOrderSound(): SoundSwitch {
  const [enabled, setEnabled] = useState(pageWasActivated);
  const enable = useCallback(async () => {
    setEnabled(await playNewOrderSound());
  }, []);
  const play = useCallback(async () => {
    if (!(await playNewOrderSound())) setEnabled(false);
  }, []);
  return { enabled, enable, play };
}
