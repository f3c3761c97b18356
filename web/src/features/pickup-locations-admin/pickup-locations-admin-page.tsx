import { MapPin } from 'lucide-react'
import { pickupLimits, pickupLocationInputSchema } from '#contracts/pickup-locations'
import { ResourceManager } from '#web/components/staff/resource-manager'
import { PickupLocationCard } from './pickup-location-card'
import { PickupLocationFields } from './pickup-location-fields'
import {
  blankPickupLocation,
  pickupLocationFormValues,
  pickupLocationsResource,
} from './pickup-locations-resource'
import type * as pickupApi from '#contracts/pickup-locations-api'
import type { SortLabels } from '#web/lib/staff-resource-page'

/** The list's sorts, in the pickup locations manager's words. */
const sortLabels: SortLabels<typeof pickupApi.pickupLocations> = {
  sortOrder: 'Sort order',
  name: 'Name',
}

/**
 * Pickup locations (issue 26, /admin/pickup): where Farm Pickup orders are collected, each with
 * its weekly windows (orders per window, cut-off) and the dates it is closed. Checkout offers the
 * windows of active locations for the next two weeks.
 */
export function PickupLocationsAdminPage() {
  return (
    <ResourceManager
      resource={pickupLocationsResource}
      title="Pickup Locations"
      description={`Where and when Farm Pickup orders are collected. Checkout offers the windows of active locations for the next ${pickupLimits.daysOffered} days.`}
      addLabel="Add Location"
      list={{
        records: 'pickup locations',
        searchPlaceholder: 'Name or address',
        sorts: sortLabels,
        className: 'grid gap-3 lg:grid-cols-2',
        empty: {
          icon: MapPin,
          title: 'No pickup locations yet',
          description: 'Farm Pickup at checkout asks for a window once a location has windows.',
        },
      }}
      card={(location, actions) => <PickupLocationCard location={location} actions={actions} />}
      form={{
        schema: pickupLocationInputSchema,
        title: (editing) => (editing ? 'Edit Pickup Location' : 'Add Pickup Location'),
        submitLabel: (editing) => (editing ? 'Save Changes' : 'Add Location'),
        values: (editing) => (editing ? pickupLocationFormValues(editing) : blankPickupLocation),
        fields: (form) => <PickupLocationFields form={form} />,
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this pickup location?',
        description: (location) =>
          `${location.name} and its windows will no longer be offered at checkout.`,
      }}
    />
  )
}
