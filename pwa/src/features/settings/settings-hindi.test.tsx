/** I18N1: the settings screens in Hindi, for an owner whose language is Hindi (labels, messages, plurals). */
import { KITCHEN_RULE_TEXTS, ROUND_OFF_TEXTS } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, t } from '../../i18n/i18n.ts';
import { aUser } from '../../test/builders.ts';
import { openSettings } from './settings-test-kit.ts';

const hindiOwner = aUser({ language: 'hi' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => applyLanguage('en'));

describe('settings in Hindi', () => {
  it("[I18N1] the English catalog holds shared's texts of the store's switches as shared gives them", () => {
    expect(t('settings.store.kitchenRule')).toBe(KITCHEN_RULE_TEXTS.label);
    expect(t('settings.store.kitchenRuleHint')).toBe(KITCHEN_RULE_TEXTS.hint);
    expect(t('settings.store.roundBills')).toBe(ROUND_OFF_TEXTS.setting);
  });

  it('[I18N1] Store Details: the settings menu, the form and its tax fields speak Hindi', async () => {
    await openSettings('/dashboard/settings', {}, hindiOwner);
    await heading('स्टोर का विवरण');
    const menu = screen.getByRole('navigation', { name: 'सेटिंग्स' });
    for (const link of ['विवरण', 'प्रिंट सेटिंग्स', 'टैक्स सेटअप', 'डिस्काउंट और रिफ़ंड'])
      expect(within(menu).getByRole('link', { name: link })).toBeTruthy();
    expect(await screen.findByLabelText('स्टोर का नाम')).toBeTruthy();
    expect(screen.getByLabelText('कानूनी नाम')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'QR मेन्यू चालू करें' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'भुगतान से पहले ही डाइन-इन ऑर्डर किचन में दिखें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeTruthy();
  });

  it('[I18N1] Menu Items: cards with a Hindi plural, the add dialog and the long list in Hindi', async () => {
    const item = aRow('menuItems', { id: 'm1', title: 'Pizza' });
    const variants = ['Small', 'Large'].map((title, i) =>
      aRow('variants', { id: `v${i}`, itemId: 'm1', title }),
    );
    await openSettings('/dashboard/settings/menu-items', { menuItems: [item], variants }, hindiOwner);
    await heading('मेन्यू आइटम');
    const card = await screen.findByTestId('menu-item-card');
    expect(card.textContent).toContain('2 वैरिएंट');
    expect(within(card).getByRole('link', { name: 'Pizza बदलें' })).toBeTruthy();
    expect(screen.getByPlaceholderText('मेन्यू आइटम खोजें')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'नया' }));
    const dialog = await screen.findByRole('dialog', { name: 'आइटम जोड़ें' });
    expect(await within(dialog).findByLabelText('क्षेत्रीय भाषा में नाम')).toBeTruthy();
    expect(within(dialog).getByLabelText('वेज / नॉन-वेज')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeTruthy();
  });

  it("[I18N1] a menu item's page: its facts, variants and addons in Hindi", async () => {
    const item = aRow('menuItems', { id: 'm1', title: 'Pizza' });
    const variant = aRow('variants', { id: 'v1', itemId: 'm1', title: 'Large' });
    await openSettings(
      '/dashboard/settings/menu-items/m1',
      { menuItems: [item], variants: [variant] },
      hindiOwner,
    );
    await heading('Pizza');
    expect(screen.getByRole('button', { name: 'आइटम हटाएँ' })).toBeTruthy();
    expect(screen.getByText('वैरिएंट (1)')).toBeTruthy();
    expect(screen.getByText('ऐड-ऑन (0)')).toBeTruthy();
    expect(screen.getByText('अभी कोई ऐड-ऑन नहीं है।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Large बदलें' })).toBeTruthy();
  });

  it.each([
    ['/dashboard/settings/print-settings', 'प्रिंट सेटिंग्स', 'टोकन नंबर हर दिन अपने-आप फिर से शुरू होता है।'],
    ['/dashboard/settings/tables', 'स्टोर की टेबल', "अभी कोई टेबल नहीं है। 'नया' से जोड़ें।"],
    ['/dashboard/settings/menu-items/categories', 'कैटेगरी', 'अभी कोई कैटेगरी नहीं है।'],
    ['/dashboard/settings/payment-types', 'भुगतान के तरीके', 'अभी भुगतान का कोई तरीका नहीं है।'],
    ['/dashboard/settings/tax-setup', 'टैक्स सेटअप', 'अभी कोई टैक्स नहीं है।'],
    ['/dashboard/settings/discounts', 'डिस्काउंट और रिफ़ंड', 'डिस्काउंट के कारण (हर लाइन में एक)'],
  ])('[I18N1] %s shows its Hindi heading and texts', async (path, title, text) => {
    await openSettings(path, {}, hindiOwner);
    await heading(title);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('[I18N1] Stations: Hindi columns, minutes and the add dialog', async () => {
    const station = aRow('stations', { id: 's1', title: 'Bar', warnAfterMinutes: 10, lateAfterMinutes: 20 });
    await openSettings('/dashboard/settings/stations', { stations: [station] }, hindiOwner);
    await heading('स्टेशन');
    expect(await screen.findByRole('columnheader', { name: 'पीला होने में' })).toBeTruthy();
    expect(screen.getByText('10 मिनट')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'जोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'स्टेशन जोड़ें' });
    expect(within(dialog).getByLabelText(/^पीला होने का समय \(मिनट\)/)).toBeTruthy();
  });

  it('[I18N1] Tax Setup shows the tax type in Hindi', async () => {
    const tax = aRow('taxes', { id: 'x1', title: 'GST 5%', type: 'inclusive' });
    await openSettings('/dashboard/settings/tax-setup', { taxes: [tax] }, hindiOwner);
    await heading('टैक्स सेटअप');
    expect(await screen.findByText('टैक्स शामिल')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GST 5% हटाएँ' })).toBeTruthy();
  });
});
