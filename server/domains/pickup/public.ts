/**
 * What other domains may use of pickup (decision 0051): checkout takes and gives back an order's
 * place in a window.
 */
export {
  offersPickupWindows,
  orderCutOff,
  pickupWindowChoices,
  releasePickupPlace,
  retakePickupPlace,
  takePickupPlace,
  weeklyPickupWindows,
} from './pickup-windows'
export { pickupCalendarFile } from './pickup-calendar'
