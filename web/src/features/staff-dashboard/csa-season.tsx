import { BoxAddOnsSection } from './box-add-ons-section'
import { BoxContentsSection } from './box-contents-section'
import { FarmBreaksSection } from './farm-breaks-section'
import { PackingListSection } from './packing-list-section'

/**
 * The CSA season's staff tools (decision 0059), under this week's boxes: the packing list per
 * pickup window, farm breaks, each week's box contents and the add-ons on offer.
 */
export function CsaSeason() {
  return (
    <div className="grid gap-10">
      <PackingListSection />
      <FarmBreaksSection />
      <BoxContentsSection />
      <BoxAddOnsSection />
    </div>
  )
}
