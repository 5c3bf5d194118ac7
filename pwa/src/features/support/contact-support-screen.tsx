/** /dashboard/contact-support: the support address, with copy / mail app / web mail. */
import { FALLBACK } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from '../../config.ts';
import { notify } from '../../lib/toast.tsx';

const gmailUrl = `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(SUPPORT_EMAIL)}`;

async function copyEmail(): Promise<void> {
  try {
    await navigator.clipboard.writeText(SUPPORT_EMAIL);
    notify.success('Copied to clipboard!');
  } catch {
    notify.error(FALLBACK.generic);
  }
}

export function ContactSupportScreen() {
  const [open, setOpen] = useState(false);
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
        {SUPPORT_EMAIL}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Contact Support" size="small">
        <p>{SUPPORT_EMAIL}</p>
        <div className="stack-actions">
          <button type="button" className="btn btn-secondary" onClick={() => void copyEmail()}>
            Copy to clipboard
          </button>
          <a className="btn btn-secondary" href={`mailto:${SUPPORT_EMAIL}`}>
            Open default mail app
          </a>
          <a className="btn btn-secondary" href={gmailUrl} target="_blank" rel="noopener noreferrer">
            Open Gmail
          </a>
        </div>
      </Dialog>
    </section>
  );
}
