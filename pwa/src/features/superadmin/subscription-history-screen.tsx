/** Subscription History: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function SubscriptionHistoryScreen() {
  return <AreaPanel title="Subscription History" />;
}
