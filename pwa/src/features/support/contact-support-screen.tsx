/** /dashboard/contact-support: the support address, with copy / mail app / web mail. */
import { FALLBACK } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { SUPPORT_REPLY_HOURS } from '../../config.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { notify } from '../../lib/toast.tsx';

const gmailUrl = (email: string) =>
  `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(email)}`;

async function copyEmail(email: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(email);
    notify.success('Copied to clipboard!');
  } catch {
    notify.error(FALLBACK.generic);
  }
}

export function ContactSupportScreen() {
  const [open, setOpen] = useState(false);
  const supportEmail = usePublicConfig().support.email;
  return (
    <section className="panel" aria-labelledby="support-title" data-testid="contact-support">
      <h1 id="support-title">Contact Support</h1>
      <p>Write to us and we will reply within {SUPPORT_REPLY_HOURS} hours.</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => setOpen(true)}
        data-testid="support-email"
      >
        {supportEmail}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Contact Support" size="small">
        <p>{supportEmail}</p>
        <div className="stack-actions">
          <button type="button" className="btn btn-secondary" onClick={() => void copyEmail(supportEmail)}>
            Copy to clipboard
          </button>
          <a className="btn btn-secondary" href={`mailto:${supportEmail}`}>
            Open default mail app
          </a>
          <a
            className="btn btn-secondary"
            href={gmailUrl(supportEmail)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open Gmail
          </a>
        </div>
      </Dialog>
    </section>
  );
}
