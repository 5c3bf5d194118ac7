/**
 * /contact-us (VAL18): name, email and message, all required. Submitting only thanks
 * the visitor and clears the form; no call is made.
 */
import { contactFormArgs } from '@tavola/shared';
import { useId, useRef, useState } from 'react';
import {
  errorAria,
  Field,
  FieldError,
  FieldLabel,
  SubmitButton,
  useSchemaForm,
} from '../../components/form.tsx';
import { SUPPORT_REPLY_HOURS } from '../../config.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { StaticPage } from './static-page.tsx';

export const THANK_YOU = `Thank you for contacting us! We will get back to you within ${SUPPORT_REPLY_HOURS} hours.`;

export function ContactUsScreen() {
  const formRef = useRef<HTMLFormElement>(null);
  const messageId = useId();
  const [thanked, setThanked] = useState(false);
  const supportEmail = usePublicConfig().support.email;
  const form = useSchemaForm(contactFormArgs, () => {
    formRef.current?.reset();
    setThanked(true);
  });
  const messageError = form.errorFor('message');

  return (
    <StaticPage title="Contact Us" testId="contact-us">
      <p>
        Questions about Tavola, your account or an order? Send us a message, or write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
      {thanked && (
        <p className="thank-you" role="status">
          {THANK_YOU}
        </p>
      )}
      <form
        ref={formRef}
        className="contact-form"
        onSubmit={form.onSubmit}
        onChange={() => setThanked(false)}
        noValidate
        aria-label="Contact Us"
      >
        <Field form={form} name="name" label="Name" required autoComplete="name" />
        <Field form={form} name="email" label="Email" type="email" required autoComplete="email" />
        <div className="field">
          <FieldLabel id={messageId} label="Message" required />
          <textarea id={messageId} name="message" required {...errorAria(messageId, messageError)} />
          <FieldError id={messageId} error={messageError} />
        </div>
        <SubmitButton form={form}>Send Message</SubmitButton>
      </form>
    </StaticPage>
  );
}
