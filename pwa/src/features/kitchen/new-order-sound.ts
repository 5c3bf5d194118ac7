/**
 * Whether the new-order sound may play. Browsers play audio only after a user gesture on the page, so a
 * wall tablet shows 'Tap to enable sound' once; the choice is remembered (ADR 0056), and after a reload the
 * cook's first tap anywhere on the page unlocks audio again without asking.
 */
import { useCallback, useEffect, useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { playNewOrderSound, unlockNewOrderSound } from './sound-player.ts';

/** Sticky activation: the user already pressed something on this page, so audio may play. */
const pageWasActivated = (): boolean =>
  typeof navigator !== 'undefined' && Boolean(navigator.userActivation?.hasBeenActive);

const remembered = (): boolean => readStorage('local', STORAGE_KEYS.kitchenSound) === 'on';

export type SoundSwitch = {
  /** Audio may play, or will on the first tap; false shows the 'Tap to enable sound' button. */
  readonly enabled: boolean;
  /** The button's click: plays the sound once, as the user's gesture and as a test, and remembers it. */
  readonly enable: () => Promise<void>;
  /** Plays the sound; a refusal shows the button again unless the choice is remembered. */
  readonly play: () => Promise<void>;
};

export function useNewOrderSound(): SoundSwitch {
  const [enabled, setEnabled] = useState(() => remembered() || pageWasActivated());
  const enable = useCallback(async () => {
    const played = await playNewOrderSound();
    if (played) writeStorage('local', STORAGE_KEYS.kitchenSound, 'on');
    setEnabled(played);
  }, []);
  const play = useCallback(async () => {
    if (!(await playNewOrderSound()) && !remembered()) setEnabled(false);
  }, []);

  useEffect(() => {
    if (!remembered() || pageWasActivated()) return;
    const unlock = () => void unlockNewOrderSound();
    document.addEventListener('pointerdown', unlock, { once: true, capture: true });
    document.addEventListener('keydown', unlock, { once: true, capture: true });
    return () => {
      document.removeEventListener('pointerdown', unlock, { capture: true });
      document.removeEventListener('keydown', unlock, { capture: true });
    };
  }, []);
  return { enabled, enable, play };
}
