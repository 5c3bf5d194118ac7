/** About Us: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function AboutUsScreen() {
  return <AreaPanel title="About Us" />;
}
