import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { StoreCreditHistory } from './store-credit-history'

describe('StoreCreditHistory', () => {
  it('shows the balance, each movement signed, the last day of use and what expired', () => {
    render(
      <StoreCreditHistory
        timeZone="America/New_York"
        credit={{
          balance: '12.50',
          entries: [
            {
              id: 3,
              kind: 'spend',
              amount: '-7.50',
              reason: 'Order #41',
              orderId: 41,
              createdAt: '2026-11-20T15:00:00.000Z',
              expiresOn: null,
              expiredAmount: null,
            },
            {
              id: 2,
              kind: 'grant',
              amount: '20.00',
              reason: 'Bruised mangos',
              orderId: null,
              createdAt: '2026-11-10T15:00:00.000Z',
              expiresOn: '2026-12-31',
              expiredAmount: null,
            },
            {
              id: 1,
              kind: 'refund',
              amount: '5.00',
              reason: 'Refund of order #7',
              orderId: 7,
              createdAt: '2026-01-10T15:00:00.000Z',
              expiresOn: '2026-03-31',
              expiredAmount: '5.00',
            },
          ],
        }}
      />,
    )
    expect(screen.getByTestId('store-credit-balance')).toHaveTextContent('$12.50')
    const [spend, grant, refund] = within(
      screen.getByRole('list', { name: 'Store credit history' }),
    ).getAllByRole('listitem')
    expect(spend).toHaveTextContent('Spent')
    expect(spend).toHaveTextContent('−$7.50')
    expect(grant).toHaveTextContent('From the farm')
    expect(grant).toHaveTextContent('+$20.00')
    expect(grant).toHaveTextContent(/use by \w+, Dec 31/)
    expect(refund).toHaveTextContent(/\$5\.00 expired after \w+, Mar 31/)
  })

  it('says when there is no credit yet', () => {
    render(<StoreCreditHistory timeZone="UTC" credit={{ balance: '0.00', entries: [] }} />)
    expect(screen.getByText('No store credit yet.')).toBeInTheDocument()
  })
})
