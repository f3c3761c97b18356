import { z } from 'zod'
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { shippingAddressSchema } from '#contracts/checkout'
import type { usStateCodes } from '#contracts/us-states'
import { addCalendarDays, farmToday, formatVisitDate, isoWeekdayOf } from '#contracts/farm-time'
import { weekdayNames, weekdays } from '#contracts/farm-settings'
import { weeklyPickupWindowLabel } from '#contracts/order-pickup'
import type { PickupWindowChoice } from '#contracts/pickup-locations'
import type { User } from '#contracts/identity'
import {
  subscribeFieldsSchema,
  subscriptionLimits,
  type SubscribeRequest,
  type SubscriptionFulfilment,
} from '#contracts/subscriptions'
import { testCardFields, type TestCardInput } from '#web/lib/test-card-form'

/*
 * The subscribe form (decision 0030): the contract's request without the plan (the page's
 * address names it) and never a price (the server takes it from the plan), plus the test card in
 * test mode. The address is checked and sent only for delivery.
 */

export interface SubscribeFormInput extends TestCardInput {
  customerName: string
  startDate: string
  fulfilment: SubscriptionFulfilment
  /** The chosen pickup window's id as the select holds it ('' for none). */
  pickupWindowId: string
  deliveryAddress: {
    street: string
    city: string
    state: (typeof usStateCodes)[number] | ''
    zipCode: string
  }
}

/** The first box can be from tomorrow up to 60 days ahead, on the farm's calendar. */
export function startDateBounds(timeZone: string, now = new Date()) {
  const today = farmToday(timeZone, now)
  return {
    min: addCalendarDays(today, 1),
    max: addCalendarDays(today, subscriptionLimits.startWithinDays),
  }
}

export function startDateMessage(bounds: { min: string; max: string }) {
  return `Start date must be between ${formatVisitDate(bounds.min)} and ${formatVisitDate(bounds.max)}`
}

function formSchema(bounds: { min: string; max: string }, testMode: boolean) {
  const details = subscribeFieldsSchema.omit({ planId: true }).extend({
    startDate: subscribeFieldsSchema.shape.startDate.refine(
      (date) => date >= bounds.min && date <= bounds.max,
      startDateMessage(bounds),
    ),
    deliveryAddress: shippingAddressSchema,
    // Whether a window is needed depends on the farm's windows: the page checks it.
    pickupWindowId: z.string(),
  })
  const card = testMode
    ? testCardFields
    : { cardNumber: z.string(), cardExpiry: z.string(), cardCvc: z.string() }
  return details.extend(card)
}

export type SubscribeFormValues = z.output<ReturnType<typeof formSchema>>

/** The address is checked only for delivery; for pickup whatever it holds is ignored. */
export function subscribeResolver(
  bounds: { min: string; max: string },
  testMode: boolean,
): Resolver<SubscribeFormInput, unknown, SubscribeFormValues> {
  const schema = formSchema(bounds, testMode)
  const delivered = zodResolver(schema)
  const pickedUp = zodResolver(
    schema.extend({
      deliveryAddress: z.object({
        street: z.string(),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
      }),
    }),
  )
  return ((values: SubscribeFormInput, ...rest: [unknown, never]) =>
    (values.fulfilment === 'delivery' ? delivered : pickedUp)(
      values as never,
      ...rest,
    )) as unknown as Resolver<SubscribeFormInput, unknown, SubscribeFormValues>
}

/**
 * What POST /api/subscriptions takes: no card, no price; the address only for delivery, the
 * pickup window only for pickup when one was offered and chosen.
 */
export function subscribeRequestOf(planId: number, values: SubscribeFormValues): SubscribeRequest {
  return {
    planId,
    customerName: values.customerName,
    startDate: values.startDate,
    fulfilment: values.fulfilment,
    ...(values.fulfilment === 'pickup' &&
      values.pickupWindowId !== '' && { pickupWindowId: Number(values.pickupWindowId) }),
    ...(values.fulfilment === 'delivery' && {
      deliveryAddress: {
        street: values.deliveryAddress.street,
        city: values.deliveryAddress.city,
        state: values.deliveryAddress.state as (typeof usStateCodes)[number],
        zipCode: values.deliveryAddress.zipCode,
      },
    }),
  }
}

export function subscribeDefaultsFor(
  user: Pick<User, 'firstName' | 'lastName'> | null,
  startDate: string,
): SubscribeFormInput {
  return {
    customerName: [user?.firstName, user?.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    startDate,
    fulfilment: 'pickup',
    pickupWindowId: '',
    deliveryAddress: { street: '', city: '', state: '', zipCode: '' },
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
  }
}

/** The form's fields a server 400 may name (e.g. `deliveryAddress.zipCode`). */
export const subscribeFieldNames = [
  'customerName',
  'startDate',
  'fulfilment',
  'pickupWindowId',
  'deliveryAddress.street',
  'deliveryAddress.city',
  'deliveryAddress.state',
  'deliveryAddress.zipCode',
  'cardNumber',
] as const

/** A weekly pickup window a subscription's boxes can be collected in. */
export interface WeeklyPickupWindow {
  windowId: number
  label: string
  weekdayName: string
}

/** Pickup windows apply to boxes that come every week or every two weeks. */
export const usesPickupWindows = (frequency: string) =>
  frequency === 'weekly' || frequency === 'biweekly'

/** The distinct windows among the dated choices checkout is offered, in their first order. */
export function weeklyPickupWindows(choices: readonly PickupWindowChoice[]): WeeklyPickupWindow[] {
  const seen = new Map<number, WeeklyPickupWindow>()
  for (const choice of choices) {
    if (seen.has(choice.windowId)) continue
    const weekdayName = weekdayNames[weekdays[isoWeekdayOf(choice.date) - 1]!]
    seen.set(choice.windowId, {
      windowId: choice.windowId,
      weekdayName,
      label: weeklyPickupWindowLabel({ ...choice, weekdayName }),
    })
  }
  return [...seen.values()]
}

export const pickupWindowRequired = 'Please choose a pickup window'
