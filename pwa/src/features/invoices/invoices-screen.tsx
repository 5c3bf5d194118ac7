/** Invoices: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function InvoicesScreen() {
  return <AreaPanel title="Invoices" />;
}
