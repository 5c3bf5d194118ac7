/** I18N1: the till's dialogs in Hindi: item picker, customer box and search, drafts, save draft, note, categories. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { CourseSelect } from './course-select.tsx';
import { NoteDialog } from './note-dialog.tsx';
import type { PosLine } from './pos-cart.ts';
import { openPos } from './pos-test-kit.tsx';
import { SaveDraftDialog } from './save-draft-dialog.tsx';

afterEach(() => applyLanguage('en'));

const noop = () => undefined;

describe('POS dialogs in Hindi', () => {
  it('[I18N1] the item picker, the customer box and search, and the drafts list speak Hindi', async () => {
    await openPos();
    applyLanguage('hi');
    fireEvent.click(await screen.findByRole('button', { name: 'Margherita जोड़ें' }));
    const picker = await screen.findByTestId('item-picker');
    expect(within(picker).getByText('वैरिएंट')).toBeTruthy();
    expect(within(picker).getByText('ऐड-ऑन')).toBeTruthy();
    expect(within(picker).getByRole('button', { name: 'कार्ट में डालें · ₹300.00' })).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'बंद करें' }));
    const box = screen.getByTestId('pos-customer');
    expect(box.textContent).toContain('वॉक-इन ग्राहक');
    fireEvent.click(within(box).getByRole('button', { name: 'ग्राहक खोजें' }));
    const search = await screen.findByTestId('customer-search');
    expect(within(search).getByRole('button', { name: 'रीसेट' })).toBeTruthy();
    expect(within(search).getByRole('button', { name: 'खोजें' })).toBeTruthy();
    fireEvent.click(within(search).getByRole('button', { name: 'रीसेट' }));
    fireEvent.click(screen.getByRole('button', { name: 'ड्राफ़्ट सूची' }));
    const drafts = await screen.findByTestId('drafts-list');
    expect(await within(drafts).findByText('कोई ड्राफ़्ट सेव नहीं है।')).toBeTruthy();
  });

  it('[I18N1] save draft, a line note (its limit in the label) and the categories filter', () => {
    applyLanguage('hi');
    render(
      <>
        <SaveDraftDialog open onClose={noop} />
        <NoteDialog line={{ title: 'Cola', notes: null } as PosLine} onClose={noop} onSave={noop} />
        <CategoryDialog open categories={[]} selected={null} onSelect={noop} onClose={noop} />
        <CourseSelect line={{ key: 'k', course: null } as unknown as PosLine} label="Cola" />
      </>,
    );
    const save = screen.getByTestId('save-draft');
    expect(within(save).getByLabelText(/^पहचान का नाम/)).toBeTruthy();
    expect(within(save).getByRole('button', { name: 'सेव करें' })).toBeTruthy();
    const note = screen.getByTestId('note-dialog');
    expect(within(note).getByText('नोट: Cola')).toBeTruthy();
    expect(within(note).getByLabelText('नोट (ज़्यादा से ज़्यादा 100 अक्षर)')).toBeTruthy();
    expect(within(screen.getByTestId('category-dialog')).getByRole('button', { name: 'सभी' })).toBeTruthy();
    const course = screen.getByRole('combobox', { name: 'Cola का कोर्स' });
    expect([...(course as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'कोई कोर्स नहीं',
      'स्टार्टर',
      'मेन कोर्स',
      'डेज़र्ट',
    ]);
  });
});
