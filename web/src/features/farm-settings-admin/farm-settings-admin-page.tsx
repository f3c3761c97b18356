import { useQuery } from '@tanstack/react-query'
import * as farmSettingsApi from '#contracts/farm-settings-api'
import { QueryState } from '#web/components/query-state'
import { StaffPage } from '#web/components/staff/staff-page'
import { useSignedInStaff } from '#web/hooks/use-current-user'
import { apiQuery } from '#web/lib/api-client'
import { FarmSettingsForm } from './farm-settings-form'
import { SalesTaxSection } from './sales-tax-section'

/**
 * /admin/settings: the farm's address, phone, e-mail, time zone and opening hours (issue 25),
 * which pages, the LocalBusiness JSON-LD, e-mails and shipping labels read. The owner saves
 * them, and the sales tax rates (decision 0062); other staff see them read-only.
 */
export function FarmSettingsAdminPage() {
  const settings = useQuery(apiQuery(farmSettingsApi.getFarmSettings))
  const { staff } = useSignedInStaff()
  const canEdit = staff?.role === 'owner'
  return (
    <StaffPage
      title="Farm settings"
      description="Where the farm is, how to reach it and when it is open: the whole shop shows these."
    >
      {staff && !canEdit && (
        <p className="mb-6 rounded-xl border border-border bg-card p-4 text-sm">
          Only the farm&apos;s owner can change these settings. You are signed in as {staff.name}.
        </p>
      )}
      <div className="grid min-w-0 gap-6">
        <QueryState query={settings} loading="Loading farm settings..." what="the farm settings">
          {(data) => <FarmSettingsForm settings={data} canEdit={canEdit} />}
        </QueryState>
        <SalesTaxSection canEdit={canEdit} />
      </div>
    </StaffPage>
  )
}
