import { z } from 'zod'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import {
  farmPickupMethod,
  orderRequestFieldsSchema,
  shippingAddressSchema,
  type OrderRequest,
} from '#contracts/checkout'
import type { User } from '#contracts/identity'
import { choosePickupWindow, pickupWindowPickSchema } from '#contracts/order-pickup'
import { testCardFields } from '#web/lib/test-card-form'

/**
 * The checkout form (spec 2 §5): the shared order request without its idempotency key (the page
 * adds one per attempt), plus the test-mode card fields. Prices are never part of it: the server
 * prices the visitor's cart (DESIGN.md §4).
 */
export const checkoutDetailsSchema = orderRequestFieldsSchema
  .omit({ idempotencyKey: true })
  .extend({ shippingAddress: shippingAddressSchema })

/** Test-mode card form: only the number is sent; expiry and CVC are checked for shape only. */
export const testModeFormSchema = checkoutDetailsSchema.extend(testCardFields)

/** Stripe mode: the card is entered in Stripe's Payment Element, so the card fields are unused. */
export const stripeModeFormSchema = checkoutDetailsSchema.extend({
  cardNumber: z.string().optional(),
  cardExpiry: z.string().optional(),
  cardCvc: z.string().optional(),
})

export type CheckoutFormInput = z.input<typeof testModeFormSchema>
export type CheckoutFormValues = z.output<typeof stripeModeFormSchema>
export type OrderDetails = Omit<OrderRequest, 'idempotencyKey'>

export const emptyCheckoutForm: CheckoutFormInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  shippingAddress: {
    street: '',
    city: '',
    state: '' as CheckoutFormInput['shippingAddress']['state'],
    zipCode: '',
  },
  shippingMethod: '',
  specialInstructions: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
}

/** The form a checkout starts with: a signed-in customer's name and e-mail are filled in. */
export function checkoutDefaultsFor(
  customer: Pick<User, 'firstName' | 'lastName' | 'email'> | null,
): CheckoutFormInput {
  if (!customer) return emptyCheckoutForm
  return {
    ...emptyCheckoutForm,
    customerName: [customer.firstName, customer.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    customerEmail: customer.email ?? '',
  }
}

/** Farm Pickup hides the address fields: whatever they hold is neither checked nor sent. */
const unsentAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
})

/** What the form's rules need besides its values. */
export interface CheckoutFormContext {
  /** The farm has pickup windows: Farm Pickup must name one (issue 26). */
  pickupWindowsOffered: boolean
  /** A gift card and store credit pay the whole order: no card fields (decisions 0065, 0066). */
  paidByBalances?: boolean
}

type CheckoutResolver = Resolver<CheckoutFormInput, CheckoutFormContext, CheckoutFormValues>

// The schemas below differ only in the fields they ask for, not in the form's shape.
const resolverOf = (schema: z.ZodObject) => zodResolver(schema) as unknown as CheckoutResolver

/**
 * The form's resolver: the address is checked for every method but Farm Pickup (decision 0016),
 * which needs a pickup window instead once the farm has windows.
 */
export function checkoutResolver(
  schema: typeof testModeFormSchema | typeof stripeModeFormSchema,
): CheckoutResolver {
  const resolversOf = (base: typeof testModeFormSchema | typeof stripeModeFormSchema) => {
    const pickupSchema = base.extend({ shippingAddress: unsentAddressSchema })
    return {
      shipped: resolverOf(base),
      pickup: resolverOf(pickupSchema),
      pickupInWindow: resolverOf(
        pickupSchema.extend({
          pickupWindow: z.object(pickupWindowPickSchema.shape, choosePickupWindow),
        }),
      ),
    }
  }
  const withCard = resolversOf(schema)
  const withoutCard = resolversOf(stripeModeFormSchema)
  return (values, context, options) => {
    const resolvers = context?.paidByBalances ? withoutCard : withCard
    return (
      values.shippingMethod !== farmPickupMethod
        ? resolvers.shipped
        : context?.pickupWindowsOffered
          ? resolvers.pickupInWindow
          : resolvers.pickup
    )(values, context, options)
  }
}

/**
 * The order request's fields, without the card (which never goes to POST /api/orders); the
 * pickup window only for Farm Pickup.
 */
export function orderDetailsOf(values: CheckoutFormValues): OrderDetails {
  const pickup = values.shippingMethod === farmPickupMethod
  return {
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    ...(!pickup && {
      shippingAddress: {
        street: values.shippingAddress.street,
        city: values.shippingAddress.city,
        state: values.shippingAddress.state,
        zipCode: values.shippingAddress.zipCode,
      },
    }),
    shippingMethod: values.shippingMethod,
    ...(pickup &&
      values.pickupWindow && {
        pickupWindow: { windowId: values.pickupWindow.windowId, date: values.pickupWindow.date },
      }),
    specialInstructions: values.specialInstructions ? values.specialInstructions : null,
    ...(values.giftCardCode && { giftCardCode: values.giftCardCode }),
    ...(values.useStoreCredit && { useStoreCredit: true }),
  }
}

const formFieldNames = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'shippingAddress.street',
  'shippingAddress.city',
  'shippingAddress.state',
  'shippingAddress.zipCode',
  'shippingMethod',
  'pickupWindow',
  'specialInstructions',
  'giftCardCode',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
] as const
export type CheckoutFieldName = (typeof formFieldNames)[number]

/** Server 400 `fields` keys that name a field of this form (e.g. `shippingAddress.zipCode`). */
export function formFieldsOf(fields: Record<string, string>): [CheckoutFieldName, string][] {
  return Object.entries(fields).filter((entry): entry is [CheckoutFieldName, string] =>
    (formFieldNames as readonly string[]).includes(entry[0]),
  )
}

/** A 5-digit ZIP (optionally ZIP+4), the only shape worth asking the server to quote for. */
export const isCompleteZip = (zip: string) => /^\d{5}(-\d{4})?$/.test(zip.trim())
