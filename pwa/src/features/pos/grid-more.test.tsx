import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GridMore } from './grid-more.tsx';

/** jsdom has no IntersectionObserver: this one records what it was given and lets the test say what is in view. */
class Observer {
  static all: Observer[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { root?: Element | null; rootMargin?: string } = {},
  ) {
    Observer.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** What a browser does: the first report comes once observing starts, then one on every change. */
  report(isIntersecting: boolean) {
    this.callback(this.targets.map((target) => ({ isIntersecting, target })));
  }
}
const live = () => Observer.all.filter((o) => !o.disconnected);

beforeEach(() => {
  Observer.all = [];
  vi.stubGlobal('IntersectionObserver', Observer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Grid({ scrolls, left, onMore }: { scrolls: boolean; left: number; onMore: () => void }) {
  return (
    <div data-testid="scroller" style={{ overflowY: scrolls ? 'auto' : 'visible' }}>
      <ul>
        <GridMore left={left} onMore={onMore} />
      </ul>
    </div>
  );
}

describe('GridMore', () => {
  it('watches a screen ahead inside the scrolling menu column, and loads when that comes into view', () => {
    const onMore = vi.fn();
    render(<Grid scrolls left={30} onMore={onMore} />);
    const [observer] = live();
    expect(observer?.options.root).toBe(screen.getByTestId('scroller'));
    expect(observer?.options.rootMargin).toBe('0px 0px 100% 0px');
    act(() => observer?.report(false));
    expect(onMore).not.toHaveBeenCalled();
    act(() => observer?.report(true));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('watches the page when no ancestor scrolls (phones)', () => {
    render(<Grid scrolls={false} left={30} onMore={() => {}} />);
    expect(live()[0]?.options.root).toBeNull();
  });

  it('observes afresh after each page, so one still in view loads the next without a scroll', () => {
    const onMore = vi.fn();
    const { rerender } = render(<Grid scrolls left={30} onMore={onMore} />);
    const first = live()[0];
    rerender(<Grid scrolls left={6} onMore={onMore} />);
    expect(first?.disconnected).toBe(true);
    expect(live()).toHaveLength(1);
    act(() => live()[0]?.report(true));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('[PERF8] reads the computed styles once per window width, not after every keystroke', () => {
    const styles = vi.spyOn(window, 'getComputedStyle');
    const { rerender } = render(<Grid scrolls left={30} onMore={() => {}} />);
    const once = styles.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    rerender(<Grid scrolls left={12} onMore={() => {}} />);
    expect(styles.mock.calls.length).toBe(once);
    expect(live()[0]?.options.root).toBe(screen.getByTestId('scroller'));
    styles.mockRestore();
  });

  it('[PERF10] mounted again in the same grid (a search of a page or fewer unmounts it), reads no computed styles', () => {
    const styles = vi.spyOn(window, 'getComputedStyle');
    const more = (shown: boolean) => (
      <div data-testid="scroller" style={{ overflowY: 'auto' }}>
        <ul>{shown && <GridMore left={30} onMore={() => {}} />}</ul>
      </div>
    );
    const { rerender } = render(more(true));
    const once = styles.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    rerender(more(false));
    rerender(more(true));
    expect(styles.mock.calls.length).toBe(once);
    expect(live()[0]?.options.root).toBe(screen.getByTestId('scroller'));
    styles.mockRestore();
  });

  it('the button loads the next page too, with how many are left', () => {
    const onMore = vi.fn();
    render(<Grid scrolls left={7} onMore={onMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more items (7)' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });
});
