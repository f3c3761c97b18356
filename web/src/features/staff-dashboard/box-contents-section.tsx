import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Mail, Save } from 'lucide-react'
import { csaLimits, mondayOf, type BoxContents } from '#contracts/csa-season'
import * as csaApi from '#contracts/csa-season-api'
import {
  addCalendarDays,
  farmToday,
  formatFarmInstant,
  formatVisitDate,
} from '#contracts/farm-time'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { FieldMessage } from '#web/components/field-message'
import { QueryState } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { Textarea } from '#web/components/ui/textarea'
import { toast } from '#web/components/ui/use-toast'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'

/** The week's box contents (decision 0059): a draft, then e-mailed to the week's members. */
export function BoxContentsSection() {
  const timeZone = useFarmTimeZone()
  const [weekOf, setWeekOf] = useState(() => mondayOf(farmToday(timeZone)))
  const contents = useQuery(apiQuery(csaApi.readBoxContents, { params: { weekOf } }))
  return (
    <section aria-labelledby="box-contents-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="box-contents-heading" className="font-serif text-2xl font-semibold">
          This week’s box contents
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="box-contents-week">Week of</Label>
          <Input
            id="box-contents-week"
            type="date"
            className="w-44"
            value={weekOf}
            onChange={(event) => event.target.value && setWeekOf(mondayOf(event.target.value))}
            aria-describedby="box-contents-week-hint"
          />
          <p id="box-contents-week-hint" className="text-sm text-muted-foreground">
            {formatVisitDate(weekOf)} to {formatVisitDate(addCalendarDays(weekOf, 6))}
          </p>
        </div>
      </div>
      <QueryState
        query={contents}
        loading="Loading the box contents..."
        what="the box contents"
        headingLevel="h3"
      >
        {(data) => <ContentsForm key={data.weekOf} week={data} timeZone={timeZone} />}
      </QueryState>
    </section>
  )
}

function ContentsForm({ week, timeZone }: { week: BoxContents; timeZone: string }) {
  const queryClient = useQueryClient()
  const [text, setText] = useState(week.contents)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const params = { weekOf: week.weekOf }
  const stored = (answer: BoxContents) =>
    queryClient.setQueryData(apiQuery(csaApi.readBoxContents, { params }).queryKey, answer)
  const failed = (title: string) => (failure: unknown) => {
    const parsed = parseApiError(failure)
    setError(parsed.fields.contents ?? null)
    toast({ title, description: parsed.message, variant: 'destructive' })
  }
  const save = useMutation({
    mutationFn: () => callApi(csaApi.saveBoxContents, { params, body: { contents: text } }),
    onSuccess: (answer) => {
      setError(null)
      stored(answer)
      toast({ title: 'Box contents saved', description: `Week of ${formatVisitDate(week.weekOf)}` })
    },
    onError: failed('Could not save the box contents'),
  })
  const publish = useMutation({
    mutationFn: async () => {
      // What is typed is what members get: save it first when it changed.
      if (text !== week.contents)
        stored(await callApi(csaApi.saveBoxContents, { params, body: { contents: text } }))
      return callApi(csaApi.publishBoxContents, { params })
    },
    onSuccess: (answer) => {
      setError(null)
      stored(answer)
      toast({
        title: 'Box contents e-mailed',
        description:
          answer.membersEmailed === 1
            ? 'E-mailed to 1 member'
            : `E-mailed to ${answer.membersEmailed} members`,
      })
    },
    onError: failed('Could not e-mail the box contents'),
  })
  const empty = text.trim() === ''
  return (
    <Card className="gap-4 p-4 sm:p-5">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          save.mutate()
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="box-contents-text">Contents</Label>
          <Textarea
            id="box-contents-text"
            rows={6}
            maxLength={csaLimits.boxContents}
            value={text}
            placeholder={'Haden mangos\nAvocados\nWildflower honey'}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'box-contents-error' : undefined}
          />
          <FieldMessage id="box-contents-error">{error}</FieldMessage>
        </div>
        {week.publishedAt && (
          <p className="text-sm text-muted-foreground" data-testid="box-contents-published">
            E-mailed to {week.membersEmailed} {week.membersEmailed === 1 ? 'member' : 'members'} on{' '}
            {formatFarmInstant(new Date(week.publishedAt), timeZone)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" disabled={save.isPending || empty}>
            {save.isPending ? (
              <Spinner size="sm" className="text-current" />
            ) : (
              <Save aria-hidden="true" />
            )}
            Save draft
          </Button>
          <Button
            type="button"
            disabled={publish.isPending || empty}
            onClick={() => setConfirming(true)}
          >
            <Mail aria-hidden="true" />
            E-mail members
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="E-mail this week’s box contents?"
        description={`Members with a box in the week of ${formatVisitDate(week.weekOf)} who have not had it yet get it by e-mail.`}
        confirmLabel="E-mail members"
        pending={publish.isPending}
        onConfirm={() => publish.mutateAsync()}
      />
    </Card>
  )
}
