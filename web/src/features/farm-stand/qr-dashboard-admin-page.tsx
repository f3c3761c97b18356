import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useMutation } from '@tanstack/react-query'
import { Download, Eraser, PenLine, Printer, QrCode, ScanLine, Sprout } from 'lucide-react'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiErrorMessage, parseApiError } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { generateQr, useStandProducts, type GeneratedQr } from './farm-stand-api'
import { unitSuffix } from './portal-cart'
import { customQrRequest, defaultQrDescription, qrFileName } from './qr-generator'

interface QrResult extends GeneratedQr {
  fileName: string
}

/** /qr-dashboard: the staff QR generator for farm stand payments (spec 2 §2, §4, §5). */
export function QrDashboardAdminPage() {
  const products = useStandProducts()
  const [result, setResult] = useState<QrResult | null>(null)
  const [amount, setAmount] = useState('')
  const [description, setDescription] = useState('')
  const panelRef = useRef<HTMLElement>(null)

  const generate = useMutation({
    mutationFn: generateQr,
    onSuccess: (qr) => {
      setResult({ ...qr, fileName: qrFileName(new Date()) })
      toast({ title: 'QR Code Generated', description: 'QR code ready for use' })
    },
    onError: (error) => {
      toast({
        title: 'Generation Failed',
        description:
          parseApiError(error).status !== null
            ? apiErrorMessage(error)
            : 'Failed to generate QR code',
        variant: 'destructive',
      })
    },
  })
  const pending = generate.isPending ? generate.variables : null
  const pendingProductId = pending && 'productId' in pending ? pending.productId : null

  // On a phone the panel sits below the forms, often just below the fold: once the new code is
  // laid out, scroll until all of it shows (not only the panel's top edge).
  useEffect(() => {
    const panel = panelRef.current
    if (!result || !panel) return
    const { top, bottom } = panel.getBoundingClientRect()
    if (top < 0 || bottom > window.innerHeight) panel.scrollIntoView({ block: 'start' })
  }, [result])

  const submitCustom = (event: FormEvent) => {
    event.preventDefault()
    const request = customQrRequest(amount, description)
    if (!request.ok) {
      toast(
        request.reason === 'missing'
          ? {
              title: 'Missing Information',
              description: 'Please provide either amount or description',
              variant: 'destructive',
            }
          : { title: 'Generation Failed', description: request.message, variant: 'destructive' },
      )
      return
    }
    generate.mutate({ custom: request.custom })
  }

  return (
    <div className="page-column py-8 sm:py-10">
      <div>
        <h1 className="font-serif text-3xl font-bold sm:text-4xl">QR Code Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Make QR codes for the farm stand. Customers scan them and pay from their phones.
        </p>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="grid min-w-0 content-start gap-6">
          <DashboardCard id="qr-products-heading" title="Product QR Codes" icon={<Sprout />}>
            <p className="text-sm text-muted-foreground">
              A product code opens the payment portal with that product already in the order.
            </p>
            {products.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner label="Loading products" />
              </div>
            ) : products.isError ? (
              <p role="alert" className="text-sm text-destructive">
                We couldn’t load the products: {apiErrorMessage(products.error)}
              </p>
            ) : (
              <ul className="-mx-1 divide-y divide-border/70">
                {products.data.map((product) => (
                  <li
                    key={product.id}
                    data-testid="qr-product"
                    className="flex items-center justify-between gap-3 px-1 py-2.5"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words">{product.name}</p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        <span>
                          {formatMoney(product.price)}
                          {unitSuffix(product.unit)}
                        </span>
                        {!product.inStock && <Badge variant="outline">Out of Stock</Badge>}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Generate QR for ${product.name}`}
                      disabled={generate.isPending}
                      onClick={() => generate.mutate({ productId: product.id })}
                    >
                      {pendingProductId === product.id ? (
                        <Spinner size="sm" label="Generating" className="[&_svg]:text-current" />
                      ) : (
                        <QrCode aria-hidden="true" />
                      )}
                      Generate QR
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </DashboardCard>

          <DashboardCard id="qr-custom-heading" title="Custom Payment QR" icon={<PenLine />}>
            <form noValidate onSubmit={submitCustom} className="grid gap-4">
              <p className="text-sm text-muted-foreground">
                With an amount, the customer pays exactly that (the code is signed, so the amount
                can’t be changed). A description alone becomes a note on the portal.
              </p>
              <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
                <div className="grid content-start gap-2">
                  <Label htmlFor="qr-amount">Amount (USD, optional)</Label>
                  <Input
                    id="qr-amount"
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0.01"
                    placeholder="0.00"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                  />
                </div>
                <div className="grid content-start gap-2">
                  <Label htmlFor="qr-description">Description (optional)</Label>
                  <Input
                    id="qr-description"
                    maxLength={200}
                    placeholder={defaultQrDescription}
                    value={description}
                    onChange={(event) => setDescription(event.target.value)}
                  />
                </div>
              </div>
              <Button type="submit" className="w-full sm:w-fit" disabled={generate.isPending}>
                {pending && 'custom' in pending ? (
                  <Spinner size="sm" label="Generating" className="[&_svg]:text-current" />
                ) : (
                  <QrCode aria-hidden="true" />
                )}
                Generate Custom QR
              </Button>
            </form>
          </DashboardCard>
        </div>

        <div className="grid min-w-0 content-start gap-6 lg:sticky lg:top-24 lg:self-start">
          <ResultPanel result={result} panelRef={panelRef} onClear={() => setResult(null)} />
          <Instructions />
        </div>
      </div>
    </div>
  )
}

function DashboardCard({
  id,
  title,
  icon,
  children,
}: {
  id: string
  title: string
  icon: ReactNode
  children: ReactNode
}) {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id} className="grid grid-cols-1 gap-3">
        <h2 id={id} className="flex items-center gap-2.5 font-serif text-xl font-semibold">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4"
          >
            {icon}
          </span>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  )
}

function ResultPanel({
  result,
  panelRef,
  onClear,
}: {
  result: QrResult | null
  panelRef: RefObject<HTMLElement | null>
  onClear: () => void
}) {
  return (
    <Card className="p-4 sm:p-5">
      <section
        ref={panelRef}
        aria-labelledby="qr-result-heading"
        data-testid="qr-result"
        className="grid scroll-mt-24 grid-cols-1 gap-4"
      >
        <h2 id="qr-result-heading" className="font-serif text-xl font-semibold">
          Generated QR Code
        </h2>
        {result ? (
          <>
            <div className="mx-auto w-full max-w-64 rounded-xl border border-border bg-white p-2">
              <img
                src={result.qrCode}
                alt={result.description}
                width={512}
                height={512}
                className="aspect-square w-full"
              />
            </div>
            <div className="grid gap-1 text-center">
              <p className="font-semibold break-words" data-testid="qr-result-description">
                {result.description}
              </p>
              <p
                className="font-mono text-xs break-all text-muted-foreground"
                data-testid="qr-result-url"
              >
                {result.url}
              </p>
            </div>
            <div className="grid grid-cols-3 gap-2">
              <Button asChild size="sm">
                <a href={result.qrCode} download={result.fileName}>
                  <Download aria-hidden="true" />
                  Download
                </a>
              </Button>
              <Button size="sm" variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
              <Button size="sm" variant="outline" onClick={onClear}>
                <Eraser aria-hidden="true" />
                Clear
              </Button>
            </div>
            <PrintSheet result={result} />
          </>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input px-4 py-10 text-center">
            <QrCode className="size-10 text-primary" aria-hidden="true" />
            <p className="font-medium">No QR code yet</p>
            <p className="text-sm text-muted-foreground">
              Generate one for a product or a custom payment. It stays here until you clear it.
            </p>
          </div>
        )}
      </section>
    </Card>
  )
}

/*
 * What Print prints: a sheet with only the QR code, rendered straight into <body> and hidden on
 * screen. While it exists, a print style hides every other part of the page. It leaves with the
 * result (Clear, or leaving the screen), so other pages print as usual.
 */
const printCss = `
.qr-print-sheet { display: none; }
@media print {
  body:has(> .qr-print-sheet) > :not(.qr-print-sheet) { display: none !important; }
  .qr-print-sheet { display: flex; flex-direction: column; align-items: center; gap: 12pt; padding-top: 24pt; text-align: center; color: #000; }
  .qr-print-sheet img { width: 9cm; height: 9cm; }
  .qr-print-sheet .qr-print-title { font-size: 22pt; font-weight: 700; }
  .qr-print-sheet .qr-print-description { font-size: 16pt; }
  .qr-print-sheet .qr-print-url { font-size: 8pt; word-break: break-all; max-width: 16cm; }
}`

function PrintSheet({ result }: { result: QrResult }) {
  return createPortal(
    <div className="qr-print-sheet" aria-hidden="true">
      <style>{printCss}</style>
      <p className="qr-print-title">Scan to pay · Groveside Farm</p>
      <img src={result.qrCode} alt="" />
      <p className="qr-print-description">{result.description}</p>
      <p className="qr-print-url">{result.url}</p>
    </div>,
    document.body,
  )
}

function Instructions() {
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="qr-usage-heading" className="grid grid-cols-1 gap-3 text-sm">
        <h2
          id="qr-usage-heading"
          className="flex items-center gap-2 font-serif text-lg font-semibold"
        >
          <ScanLine className="size-4.5 text-primary" aria-hidden="true" />
          How to use
        </h2>
        <ol className="grid list-decimal gap-1.5 pl-5 text-muted-foreground">
          <li>Generate a code for a product, or a custom amount for anything else.</li>
          <li>Download it for a sign, or print it and tape it up at the stand.</li>
          <li>Customers scan it with their phone camera and pay by card.</li>
          <li>Paid orders appear in the Staff Dashboard, marked confirmed.</li>
        </ol>
        <p className="text-muted-foreground">
          Custom amounts are signed: if a code is edited, the portal refuses it.
        </p>
      </section>
    </Card>
  )
}
