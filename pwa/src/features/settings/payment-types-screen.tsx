/** Payment Types: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function PaymentTypesScreen() {
  return <AreaPanel title="Payment Types" />;
}
