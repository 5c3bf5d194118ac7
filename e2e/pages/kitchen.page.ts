/** Page model of /dashboard/kitchen ('All of Kitchen'): one card per paid open order, one button per line. */
import { expect, type Locator, type Page } from '@playwright/test';

export type KitchenStep = 'Start Making' | 'Complete' | 'Delivered';

export class KitchenPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/kitchen');
    await expect(this.page.getByRole('heading', { level: 1, name: 'All of Kitchen' })).toBeVisible();
  }

  /** The card of the order with this token. */
  card(token: string): Locator {
    return this.page.getByRole('listitem', { name: `Token ${token}`, exact: true });
  }

  line(token: string, itemTitle: string): Locator {
    return this.card(token).getByTestId('kitchen-line').filter({ hasText: itemTitle });
  }

  /** Presses the line's one button, which must read `step`, and waits until the line moved on. */
  async bump(token: string, itemTitle: string, step: KitchenStep): Promise<void> {
    const button = this.card(token).getByRole('button', { name: `${step}: ${itemTitle}` });
    await button.click();
    await expect(button).toBeHidden();
  }

  /** Walks every line of the order through Start Making, Complete and Delivered. */
  async deliverAll(token: string, itemTitles: readonly string[]): Promise<void> {
    for (const title of itemTitles) {
      for (const step of ['Start Making', 'Complete', 'Delivered'] as const)
        await this.bump(token, title, step);
    }
  }

  /** KDS2: the all-day count of an item, 0 when it is not on the panel. */
  async allDayCount(item: string): Promise<number> {
    const label = await this.page
      .getByRole('complementary', { name: 'All day' })
      .locator(`li[aria-label^="${item} × "]`)
      .getAttribute('aria-label', { timeout: 1_000 })
      .catch(() => null);
    return label ? Number(label.slice(label.lastIndexOf('×') + 1)) : 0;
  }

  /** KDS3: taps the ticket's header, whose bump moves its least advanced lines on to `step`'s state. */
  async bumpTicket(token: string, step: KitchenStep): Promise<void> {
    await this.card(token)
      .getByRole('button', { name: `${step}: all of Token ${token}` })
      .click();
  }

  get empty(): Locator {
    return this.page.getByText('No Orders Pending!');
  }
}
