import {
  contactMessageReceivedSchema,
  contactMessageSchema,
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
  newsletterTokenResultSchema,
  newsletterTokenSchema,
} from './engagement'
import { endpoint } from './endpoint'

/** The contact form's message to the farm. */
export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/api/contact',
  body: contactMessageSchema,
  responses: { 201: contactMessageReceivedSchema },
})

/** Newsletter sign-up (double opt-in): one answer, whether or not the address is on the list. */
export const subscribeToNewsletter = endpoint({
  method: 'POST',
  path: '/api/newsletter/subscribe',
  body: newsletterSubscribeSchema,
  responses: { 200: newsletterSubscribeResultSchema },
})

/** The confirmation e-mail's link. */
export const confirmNewsletter = endpoint({
  method: 'POST',
  path: '/api/newsletter/confirm',
  body: newsletterTokenSchema,
  responses: { 200: newsletterTokenResultSchema },
})

/** The newsletter's unsubscribe link. */
export const unsubscribeFromNewsletter = endpoint({
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  body: newsletterTokenSchema,
  responses: { 200: newsletterTokenResultSchema },
})
