import { useDeferredValue, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Command } from 'cmdk'
import { Search, ShoppingBasket, Tag, UserRound } from 'lucide-react'
import * as catalogApi from '#contracts/catalog-api'
import * as customersApi from '#contracts/customers-api'
import * as orderAdminApi from '#contracts/order-admin-api'
import { Dialog, DialogContent, DialogTitle } from '#web/components/ui/dialog'
import { apiQuery } from '#web/lib/api-client'
import { cn } from '#web/lib/cn'
import type { StaffRole } from '#contracts/identity'
import { staffNavItems } from './staff-nav'

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary'
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase'
const shown = 5

const matches = (text: string, typed: string) => text.toLowerCase().includes(typed.toLowerCase())

/** Ctrl+K or Cmd+K opens the palette anywhere in the back office. */
export function useCommandPaletteShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault()
        open()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
}

/**
 * The back office's command palette: a screen by name, an order by number, a customer by name or
 * e-mail (both searched on the server) and a product by name.
 */
export function CommandPalette({
  open,
  onOpenChange,
  role,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Who is signed in: the owner's screens are offered to the owner only. */
  role: StaffRole
}) {
  const navigate = useNavigate()
  const [typed, setTyped] = useState('')
  const search = useDeferredValue(typed.trim())
  const orders = useQuery({
    ...apiQuery(orderAdminApi.searchOrders, { query: { q: search } }),
    enabled: open && search.length > 0,
    placeholderData: keepPreviousData,
  })
  const products = useQuery({ ...apiQuery(catalogApi.listProducts), enabled: open })

  const screens = staffNavItems(role).filter((item) => !search || matches(item.label, search))
  const foundOrders = search ? (orders.data?.orders ?? []).slice(0, shown) : []
  const customerSearch = useQuery({
    ...apiQuery(customersApi.listCustomers, { query: { q: search } }),
    enabled: open && search.length > 0,
    placeholderData: keepPreviousData,
  })
  const customers = search ? (customerSearch.data?.customers ?? []).slice(0, shown) : []
  const foundProducts = search
    ? (products.data ?? []).filter((product) => matches(product.name, search)).slice(0, shown)
    : []

  const go = (to: string) => {
    onOpenChange(false)
    setTyped('')
    void navigate(to)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideCloseButton className="top-[15%] max-w-xl translate-y-0 gap-0 p-0">
        <DialogTitle className="sr-only">Search the back office</DialogTitle>
        <Command shouldFilter={false} label="Search the back office">
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="size-4 text-muted-foreground" aria-hidden="true" />
            <Command.Input
              value={typed}
              onValueChange={setTyped}
              placeholder="Screens, order numbers, customers, products…"
              className="h-12 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
            />
          </div>
          <Command.List className="max-h-[60vh] overflow-y-auto p-2">
            <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
              {orders.isFetching ? 'Searching…' : 'Nothing found'}
            </Command.Empty>
            {screens.length > 0 && (
              <Command.Group heading="Screens" className={groupClass}>
                {screens.map(({ path, label, icon: Icon }) => (
                  <Command.Item
                    key={path}
                    value={`screen ${path}`}
                    onSelect={() => go(path)}
                    className={itemClass}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {foundOrders.length > 0 && (
              <Command.Group heading="Orders" className={groupClass}>
                {foundOrders.map((order) => (
                  <Command.Item
                    key={order.id}
                    value={`order ${order.id}`}
                    onSelect={() => go(`/admin/orders?q=${encodeURIComponent(`#${order.id}`)}`)}
                    className={itemClass}
                  >
                    <ShoppingBasket className="size-4" aria-hidden="true" />
                    <span className="font-semibold">Order #{order.id}</span>
                    <span className="truncate text-muted-foreground">{order.customerName}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {customers.length > 0 && (
              <Command.Group heading="Customers" className={groupClass}>
                {customers.map((customer) => (
                  <Command.Item
                    key={customer.key}
                    value={`customer ${customer.key}`}
                    onSelect={() => go(`/admin/customers/${customer.key}`)}
                    className={itemClass}
                  >
                    <UserRound className="size-4" aria-hidden="true" />
                    <span>{customer.name}</span>
                    <span className="truncate text-muted-foreground">{customer.email}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {foundProducts.length > 0 && (
              <Command.Group heading="Products" className={groupClass}>
                {foundProducts.map((product) => (
                  <Command.Item
                    key={product.id}
                    value={`product ${product.id}`}
                    onSelect={() => go(`/product-admin?edit=${product.id}`)}
                    className={itemClass}
                  >
                    <Tag className="size-4" aria-hidden="true" />
                    {product.name}
                  </Command.Item>
                ))}
              </Command.Group>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  )
}

/** The header's button that opens the palette and says its shortcut. */
export function CommandPaletteButton({
  onOpen,
  className,
}: {
  onOpen: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'flex h-9 min-w-0 items-center gap-2 rounded-lg border border-input bg-card px-3 text-sm text-muted-foreground shadow-xs hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Search className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">Search</span>
      <kbd className="ml-auto hidden rounded border border-border px-1.5 text-xs sm:inline">
        Ctrl K
      </kbd>
    </button>
  )
}
