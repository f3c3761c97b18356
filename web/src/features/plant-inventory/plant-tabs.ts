import { plantTabs, type Plant, type PlantTab } from '#contracts/plant-inventory'

/** `?category=mango` → 'mango'; a missing or unknown value is the All Plants tab. */
export function parsePlantTab(value: string | null): PlantTab {
  return (plantTabs as readonly string[]).includes(value ?? '') ? (value as PlantTab) : 'all'
}

/** The plants a tab shows. */
export function plantsInTab(plants: readonly Plant[], tab: PlantTab): Plant[] {
  return tab === 'all' ? [...plants] : plants.filter((plant) => plant.category === tab)
}

/** 'Minimum order: 3 plants' is shown only when the minimum is over 1 (spec 2). */
export const showsMinimumOrder = (plant: Pick<Plant, 'minOrderQuantity'>) =>
  plant.minOrderQuantity > 1
