/** /dashboard/contact-support: the support address, with copy / mail app / web mail. */
import { FALLBACK } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { SUPPORT_REPLY_HOURS } from '../../config.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { notify } from '../../lib/toast.tsx';

const gmailUrl = (email: string) =>
  `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(email)}`;

async function copyEmail(email: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(email);
    notify.success(translate('support.copied'));
  } catch {
    notify.error(FALLBACK.generic);
  }
}

export function ContactSupportScreen() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const supportEmail = usePublicConfig().support.email;
  return (
    <section className="panel" aria-labelledby="support-title" data-testid="contact-support">
      <h1 id="support-title">{t('support.title')}</h1>
      <p>{t('support.replyWithin', { hours: SUPPORT_REPLY_HOURS })}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => setOpen(true)}
        data-testid="support-email"
      >
        {supportEmail}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('support.title')} size="small">
        <p>{supportEmail}</p>
        <div className="stack-actions">
          <button type="button" className="btn btn-secondary" onClick={() => void copyEmail(supportEmail)}>
            {t('support.copy')}
          </button>
          <a className="btn btn-secondary" href={`mailto:${supportEmail}`}>
            {t('support.mailApp')}
          </a>
          <a
            className="btn btn-secondary"
            href={gmailUrl(supportEmail)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('support.gmail')}
          </a>
        </div>
      </Dialog>
    </section>
  );
}
