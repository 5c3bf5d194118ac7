/** The public Contact Us form (VAL18): name, email, message, all required; no call is made. */
import * as v from 'valibot';
import { requiredEmail, requiredText } from './common.ts';

/** VAL18: the spec shows no texts for this form (browser required marking only); these are Tavola's. */
export const contactFormArgs = v.object(
  {
    name: requiredText('Please provide name!', 120),
    email: requiredEmail('Please provide email!', 'Please provide valid email!'),
    message: requiredText('Please provide message!', 5000),
  },
  'Invalid request!',
);
export type ContactFormArgs = v.InferOutput<typeof contactFormArgs>;
