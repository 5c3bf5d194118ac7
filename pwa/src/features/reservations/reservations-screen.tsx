/** Reservations: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function ReservationsScreen() {
  return <AreaPanel title="Reservations" />;
}
