import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ShieldCheck, Sprout, Truck } from 'lucide-react'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { plantTabLabels, plantTabs, type PlantTab } from '#contracts/plant-inventory'
import { CardGrid } from '#web/components/card-grid'
import { PageContainer, PageHero } from '#web/components/page-container'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Card } from '#web/components/ui/card'
import { Tabs, TabsContent, TabsTrigger } from '#web/components/ui/tabs'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useSearchParam } from '#web/lib/use-search-param'
import { PlantCard } from './plant-card'
import { PlantDetailDialog } from './plant-detail-dialog'
import { plantInventoryQuery } from './plant-queries'
import { parsePlantTab, plantsInTab } from './plant-tabs'

/** Cards in the first row load their pictures at once; the rest lazily. */
const eagerImages = 3

/**
 * Plant Inventory (spec 2, /plant-inventory): tabs All Plants, Mangos, Blackberries, Grapes, kept
 * in the address (?category=mango) so a tab can be linked; a card per plant, out-of-stock ones
 * included and marked; a plant's button opens its planting, care and harvest notes in a dialog.
 */
export function PlantInventoryPage() {
  usePageMeta()
  const query = useQuery(plantInventoryQuery)
  const [tabParam, setTabParam] = useSearchParam('category')
  const tab = parsePlantTab(tabParam)
  const [openId, setOpenId] = useState<number | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const openPlantDetail = (id: number, button: HTMLElement) => {
    opener.current = button
    setOpenId(id)
  }
  const openPlant = query.data?.find((plant) => plant.id === openId) ?? null

  const changeTab = (next: string) => setTabParam(next === 'all' ? null : next)

  return (
    <>
      <PageHero
        title="Plants & Trees"
        lead="Grafted mango trees, thornless blackberries and muscadine grape vines, grown and potted at the farm. Open a plant for our planting, care and harvest notes."
      />
      <PageContainer>
        <Tabs value={tab} onValueChange={changeTab} className="gap-6">
          {/*
           * The kit's pill row, but two by two on a phone: four tabs in one row would not fit
           * 390 px, and a row that scrolls sideways hides tabs and is not reachable by keyboard.
           */}
          <TabsPrimitive.List
            aria-label="Plant categories"
            className="grid w-full grid-cols-2 gap-1 self-start rounded-3xl bg-muted p-1 text-muted-foreground sm:inline-flex sm:w-fit sm:items-center sm:rounded-full"
          >
            {plantTabs.map((each) => (
              <TabsTrigger key={each} value={each}>
                {plantTabLabels[each]}
              </TabsTrigger>
            ))}
          </TabsPrimitive.List>
          {plantTabs.map((each) => (
            <TabsContent key={each} value={each}>
              <h2 className="sr-only">{plantTabLabels[each]}</h2>
              <QueryState
                query={query}
                loading="Loading plant inventory..."
                what="the plant inventory"
                headingLevel="h3"
                isEmpty={() => false}
              >
                {(plants) => (
                  <PlantGrid
                    tab={each}
                    plants={plantsInTab(plants, each)}
                    onOpen={openPlantDetail}
                  />
                )}
              </QueryState>
            </TabsContent>
          ))}
        </Tabs>
        <BuyingPlants />
      </PageContainer>

      <PlantDetailDialog
        plant={openPlant}
        returnFocusTo={() => opener.current}
        onOpenChange={(open) => {
          if (!open) setOpenId(null)
        }}
      />
    </>
  )
}

function PlantGrid({
  tab,
  plants,
  onOpen,
}: {
  tab: PlantTab
  plants: ReturnType<typeof plantsInTab>
  onOpen: (id: number, button: HTMLElement) => void
}) {
  if (plants.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        icon={<Sprout className="size-10 text-primary" aria-hidden="true" />}
        title="No plants available in this category yet"
        description={
          tab === 'all'
            ? 'Our next grafting batch is on its way. Check back soon.'
            : 'Look under All Plants, or check back after our next grafting batch.'
        }
      />
    )
  }
  return (
    <CardGrid items={plants}>
      {(plant, index) => (
        <PlantCard
          plant={plant}
          eager={index < eagerImages}
          onOpen={(button) => onOpen(plant.id, button)}
        />
      )}
    </CardGrid>
  )
}

/** Spec 2 §9's shipping and returns words for plants, with the pages that say more. */
function BuyingPlants() {
  return (
    <Card className="mt-12 grid gap-4 p-5 sm:grid-cols-2 sm:gap-6 sm:p-6">
      <div className="flex gap-3">
        <Truck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">Plants ship Tuesday to Thursday</span>, so
          they never wait in a warehouse over the weekend, or pick them up at the farm stand.{' '}
          <Link to="/shipping" className="font-medium text-primary underline underline-offset-4">
            Shipping information
          </Link>
        </p>
      </div>
      <div className="flex gap-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">Live arrival and growth guarantee</span>:
          tell us within 48 hours if a plant arrives in poor shape, and within 30 days if it fails
          to grow.{' '}
          <Link to="/returns" className="font-medium text-primary underline underline-offset-4">
            Return policy
          </Link>
        </p>
      </div>
    </Card>
  )
}
