/** /dashboard/home: the welcome heading; the widgets of document 1 section 2 arrive with their own issue. */
import { useSessionUser } from '../../lib/session.ts';

export function HomeScreen() {
  const user = useSessionUser();
  return (
    <section className="panel" aria-labelledby="home-title" data-testid="home">
      <h1 id="home-title">Welcome, {user?.name ?? ''}!</h1>
    </section>
  );
}
