import { describe, expect, it } from 'vitest'
import type { OrderStatus } from '#contracts/order-states'
import { canMoveOrder, refusedMove } from './order-status'

const shipped = (status: OrderStatus) => ({ status, shippingMethod: 'refrigerated_shipping' })
const pickup = (status: OrderStatus) => ({ status, shippingMethod: 'farm_pickup' })
const local = (status: OrderStatus) => ({ status, shippingMethod: 'local_delivery' })
const stand = (status: OrderStatus) => ({ status, shippingMethod: 'farm_stand' })

describe('order state machine', () => {
  it('moves forward one step at a time', () => {
    expect(canMoveOrder(shipped('pending'), 'confirmed')).toBe(true)
    expect(canMoveOrder(shipped('confirmed'), 'processing')).toBe(true)
    expect(canMoveOrder(shipped('processing'), 'shipped')).toBe(true)
    expect(canMoveOrder(shipped('shipped'), 'delivered')).toBe(true)
    expect(canMoveOrder(shipped('pending'), 'shipped')).toBe(false)
    expect(canMoveOrder(shipped('delivered'), 'pending')).toBe(false)
  })

  it('cancels only before the order leaves the farm', () => {
    expect(canMoveOrder(shipped('pending'), 'cancelled')).toBe(true)
    expect(canMoveOrder(shipped('processing'), 'cancelled')).toBe(true)
    expect(canMoveOrder(shipped('shipped'), 'cancelled')).toBe(false)
    expect(canMoveOrder(shipped('cancelled'), 'confirmed')).toBe(false)
    expect(canMoveOrder(local('out_for_delivery'), 'cancelled')).toBe(false)
    // Still at the stand: the farm has it.
    expect(canMoveOrder(pickup('ready_for_pickup'), 'cancelled')).toBe(true)
  })

  it('sends each order on its way by its own step: shipped, out for delivery, ready for pickup', () => {
    expect(canMoveOrder(pickup('processing'), 'ready_for_pickup')).toBe(true)
    expect(canMoveOrder(pickup('processing'), 'shipped')).toBe(false)
    expect(canMoveOrder(pickup('ready_for_pickup'), 'delivered')).toBe(true)
    expect(canMoveOrder(local('processing'), 'out_for_delivery')).toBe(true)
    expect(canMoveOrder(local('processing'), 'shipped')).toBe(false)
    expect(canMoveOrder(local('out_for_delivery'), 'delivered')).toBe(true)
    expect(canMoveOrder(shipped('processing'), 'ready_for_pickup')).toBe(false)
    expect(canMoveOrder(shipped('processing'), 'out_for_delivery')).toBe(false)
    // An order without a method is a pickup (spec 3: 'Pickup').
    expect(canMoveOrder({ status: 'processing', shippingMethod: null }, 'ready_for_pickup')).toBe(
      true,
    )
  })

  it('hands an in-person order over once it is paid', () => {
    expect(canMoveOrder(stand('confirmed'), 'delivered')).toBe(true)
    expect(canMoveOrder(stand('confirmed'), 'processing')).toBe(false)
    expect(canMoveOrder(stand('confirmed'), 'ready_for_pickup')).toBe(false)
  })

  it('says which step an order takes instead', () => {
    expect(refusedMove({ id: 7, ...pickup('processing') }, 'shipped', 'Farm Pickup')).toEqual({
      message: 'Order #7 goes by Farm Pickup: it becomes ready for pickup, not shipped.',
      field: 'A Farm Pickup order becomes ready for pickup',
    })
    expect(
      refusedMove({ id: 7, ...shipped('pending') }, 'shipped', 'Refrigerated Shipping'),
    ).toEqual({
      message: "Order #7 is pending; it can't become shipped.",
      field: 'Not allowed from the current status',
    })
    expect(refusedMove({ id: 7, ...local('processing') }, 'out_for_delivery', 'x')).toBeNull()
  })
})
