/** The kitchen's "not live" banner (KDS1): on top of the board while it may be missing orders. */
import { useFreshness } from './use-freshness.ts';
import './stale-banner.css';

export const STALE_TEXTS = {
  notLive: 'Not live',
  updatedAgo: (s: number) => `last updated ${s} s ago`,
  never: 'not yet up to date',
  hint: 'New orders may be missing. Reconnecting…',
} as const;

export function StaleBanner() {
  const f = useFreshness();
  if (f.live) return null;
  return (
    <div className="stale-banner" role="alert" data-testid="kitchen-stale">
      <strong>
        {STALE_TEXTS.notLive}:{' '}
        {f.secondsAgo === null ? STALE_TEXTS.never : STALE_TEXTS.updatedAgo(f.secondsAgo)}
      </strong>
      <span>{STALE_TEXTS.hint}</span>
    </div>
  );
}
