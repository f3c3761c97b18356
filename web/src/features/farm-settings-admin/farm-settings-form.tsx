import { useMemo } from 'react'
import {
  FormProvider,
  get,
  useForm,
  useWatch,
  type FieldError,
  type Resolver,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { Clock, Globe, Hourglass, MapPin, MapPinned, Phone } from 'lucide-react'
import {
  farmSettingsInputSchema,
  farmTimeZones,
  type FarmSettingsView,
} from '#contracts/farm-settings'
import * as farmSettingsApi from '#contracts/farm-settings-api'
import { weeklyHoursLines } from '#contracts/farm-settings-format'
import { FormField } from '#web/components/form-field'
import { LabelledField, controlProps } from '#web/components/labelled-field'
import { SectionCard } from '#web/components/section-card'
import { UsAddressFields } from '#web/components/us-address-fields'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Input } from '#web/components/ui/input'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { farmSettingsQueryKey } from '#web/hooks/use-farm-settings'
import { callApi } from '#web/lib/api-client'
import { showServerFieldErrors } from '#web/lib/server-field-errors'
import {
  farmSettingsFieldNames,
  formValuesOf,
  type FarmSettingsFormValues,
} from './farm-settings-form-values'
import { WeeklyHoursEditor } from './weekly-hours-editor'

type FarmSettingsUpdate = z.output<typeof farmSettingsInputSchema>

const formId = 'farm-settings'
type FieldName = 'phone' | 'email' | 'timeZone' | 'hoursNote' | 'geo.latitude' | 'geo.longitude'
const selectClass =
  'flex h-10 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs sm:text-sm focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive'

/**
 * The farm's details as one form (issue 25): address, contacts, time zone, the week's opening
 * hours with a note, the farm on the map, and how long a waitlist offer holds its spots. Checked with the contract's schema; the server's
 * messages land under their fields. `canEdit` is false for staff other than the owner.
 */
export function FarmSettingsForm({
  settings,
  canEdit,
}: {
  settings: FarmSettingsView
  canEdit: boolean
}) {
  const queryClient = useQueryClient()
  const form = useForm<FarmSettingsFormValues, unknown, FarmSettingsUpdate>({
    resolver: zodResolver(farmSettingsInputSchema) as unknown as Resolver<
      FarmSettingsFormValues,
      unknown,
      FarmSettingsUpdate
    >,
    defaultValues: formValuesOf(settings),
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const zones = useMemo(() => {
    const listed = farmTimeZones()
    return listed.includes(settings.timeZone) ? listed : [settings.timeZone, ...listed]
  }, [settings.timeZone])

  const save = async (values: FarmSettingsUpdate) => {
    try {
      const saved = await callApi(farmSettingsApi.updateFarmSettings, { body: values })
      queryClient.setQueryData(farmSettingsQueryKey, saved)
      form.reset(formValuesOf(saved))
      toast({
        title: 'Farm settings saved',
        description: 'Every page, e-mail and shipping label now shows the new details.',
      })
    } catch (error) {
      const parsed = showServerFieldErrors(form.setError, error, farmSettingsFieldNames)
      toast({
        title: 'Could not save the farm settings',
        description: parsed.message,
        variant: 'destructive',
      })
    }
  }

  const message = (name: FieldName) => (get(errors, name) as FieldError | undefined)?.message
  const field = (name: FieldName) => ({ formId, name, error: message(name) })
  const control = (name: FieldName, hintId?: string) => ({
    ...controlProps(formId, name, message(name), hintId),
    ...register(name),
  })

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Farm settings"
        className="grid min-w-0 gap-6"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-6">
          <SectionCard id="farm-address-heading" title="Address" icon={<MapPin />}>
            <UsAddressFields formId={formId} name="address" />
            <p className="text-sm text-muted-foreground">
              Country: United States. The address shows in the footer, on the Contact, Pick Your Own
              and checkout pages, in pickup e-mails and on shipping labels.
            </p>
          </SectionCard>

          <SectionCard id="farm-contact-heading" title="Phone and e-mail" icon={<Phone />}>
            <div className="grid gap-5 sm:grid-cols-2">
              <LabelledField {...field('phone')} label="Phone">
                <Input type="tel" autoComplete="tel" {...control('phone')} />
              </LabelledField>
              <LabelledField {...field('email')} label="E-mail">
                <Input type="email" autoComplete="email" {...control('email')} />
              </LabelledField>
            </div>
          </SectionCard>

          <SectionCard id="farm-time-zone-heading" title="The farm’s clock" icon={<Globe />}>
            <LabelledField
              {...field('timeZone')}
              label="Time zone"
              hint={
                <p id="farm-time-zone-hint" className="text-sm text-muted-foreground">
                  The farm&apos;s clock: visit and pick-your-own times, reminders, the day&apos;s
                  orders and every date shown go by it.
                </p>
              }
            >
              <select className={selectClass} {...control('timeZone', 'farm-time-zone-hint')}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            </LabelledField>
          </SectionCard>

          <SectionCard id="farm-hours-heading" title="Opening hours" icon={<Clock />}>
            <p className="text-sm text-muted-foreground">
              When the farm stand is open, on the farm&apos;s clock. Days with equal hours are shown
              together.
            </p>
            <WeeklyHoursEditor />
            <LabelledField
              {...field('hoursNote')}
              label="Hours note (optional)"
              hint={
                <p id="farm-hours-note-hint" className="text-sm text-muted-foreground">
                  Shown under the hours, e.g. &quot;Closed on Thanksgiving&quot;.
                </p>
              }
            >
              <Input {...control('hoursNote', 'farm-hours-note-hint')} />
            </LabelledField>
            <HoursPreview />
          </SectionCard>

          <SectionCard id="farm-map-heading" title="On the map (optional)" icon={<MapPinned />}>
            <p className="text-sm text-muted-foreground">
              The farm&apos;s coordinates, for search engines&apos; maps. Leave both blank for none.
            </p>
            <div className="grid gap-5 sm:grid-cols-2">
              <LabelledField {...field('geo.latitude')} label="Latitude">
                <Input inputMode="decimal" placeholder="27.2545" {...control('geo.latitude')} />
              </LabelledField>
              <LabelledField {...field('geo.longitude')} label="Longitude">
                <Input inputMode="decimal" placeholder="-80.2298" {...control('geo.longitude')} />
              </LabelledField>
            </div>
          </SectionCard>

          <SectionCard id="farm-waitlists-heading" title="Waitlists" icon={<Hourglass />}>
            <FormField
              form={form}
              name="waitlistHoldHours"
              label="Hold an offer for (hours)"
              kind="integer"
              className="sm:max-w-md"
              hint="When spots free up in a full session, the first people waiting who fit get an e-mail; the spots are held for them this long before they pass to the next."
            />
          </SectionCard>
        </fieldset>

        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        {canEdit && (
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting && <Spinner size="sm" className="text-current" />}
              Save settings
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  )
}

/** The hours as pages will show them, from what is typed. */
function HoursPreview() {
  const hours = useWatch<FarmSettingsFormValues, 'hours'>({ name: 'hours' })
  const lines = weeklyHoursLines(hours)
  return (
    <div className="rounded-xl bg-muted/60 p-4 text-sm">
      <p className="font-medium">Shown on the site as</p>
      <ul className="mt-2 grid gap-1">
        {lines.map((line) => (
          <li key={line.days}>
            <span className="font-medium">{line.days}</span> {line.hours}
          </li>
        ))}
      </ul>
    </div>
  )
}
