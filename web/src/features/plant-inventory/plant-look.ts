import { plantUnits, type Plant, type PlantCategory } from '#contracts/plant-inventory'

/** '3 plants', '1 tree'. */
export function plantCount(category: PlantCategory, count: number) {
  const unit = plantUnits[category]
  return `${count} ${count === 1 ? unit.one : unit.many}`
}

/** 'Minimum order: 3 plants' (shown only when over 1). */
export const minimumOrderText = (plant: Pick<Plant, 'category' | 'minOrderQuantity'>) =>
  `Minimum order: ${plantCount(plant.category, plant.minOrderQuantity)}`
