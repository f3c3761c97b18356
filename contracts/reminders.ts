import { z } from 'zod'
import { lineSchema, optionalText, requiredText } from './fields'

/**
 * Farm reminders (spec 3 "Farm reminder system", §5 "Reminder", §7 "Reminders", decision 0032):
 * reminders staff set for themselves (write the blog post, water the young trees), sent by e-mail
 * and, when switched on, by SMS at 8:00 in the morning on the farm's clock, and the blog's status
 * (how long since the last post). Staff only: the routes are under /api/admin.
 */

export const reminderTypes = [
  'blog_post',
  'watering',
  'harvesting',
  'fertilizing',
  'pruning',
  'general',
] as const
export type ReminderType = (typeof reminderTypes)[number]

export const reminderTypeLabels: Record<ReminderType, string> = {
  blog_post: 'Blog post',
  watering: 'Watering',
  harvesting: 'Harvesting',
  fertilizing: 'Fertilizing',
  pruning: 'Pruning',
  general: 'General',
}

export const reminderFrequencies = ['daily', 'weekly', 'monthly', 'custom', 'one_time'] as const
export type ReminderFrequency = (typeof reminderFrequencies)[number]

export const reminderFrequencyLabels: Record<ReminderFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  custom: 'Custom (every few days)',
  one_time: 'One time',
}

/** Every reminder goes out at this time of day on the farm's clock (decision 0032). */
export const reminderSendTime = '08:00'

/** Spec 3 §9: the blog is overdue for a new post after this many days. */
export const blogOverdueDays = 7
export const isBlogOverdue = (daysSinceLastPost: number | null | undefined) =>
  typeof daysSinceLastPost === 'number' && daysSinceLastPost >= blogOverdueDays

export const reminderLimits = {
  title: 255,
  description: 2000,
  customDays: 365,
  phone: 50,
  /** How many of a reminder's latest sendings its card shows. */
  recentLogs: 5,
} as const

export const reminderMessages = {
  title: 'Title is required',
  type: 'Type is required',
  frequency: 'Frequency is required',
  customDays: 'Enter how many days apart, from 1 to 365',
  recipientEmail: 'Please enter a valid e-mail address or leave it empty',
  recipientPhone: 'Please enter a valid phone number',
  phoneForSms: 'A phone number is required to send SMS',
  noChannel: 'Turn on e-mail, SMS or both',
} as const

export const reminderLogMethods = ['email', 'sms'] as const
export type ReminderLogMethod = (typeof reminderLogMethods)[number]
export const reminderLogStatuses = ['queued', 'sent', 'failed'] as const
export type ReminderLogStatus = (typeof reminderLogStatuses)[number]

/** One sending of a reminder (the reminder_logs table): queued, then sent or failed. */
export const reminderLogSchema = z.object({
  id: z.number().int().positive(),
  /** ISO instant: when it was queued, then when it was sent or last failed. */
  sentAt: z.string(),
  method: z.enum(reminderLogMethods),
  status: z.enum(reminderLogStatuses),
  errorMessage: z.string().nullable(),
})
export type ReminderLog = z.infer<typeof reminderLogSchema>

/** A reminder as staff see it (GET /api/admin/reminders), with its latest sendings. */
export const reminderSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(reminderTypes),
  frequency: z.enum(reminderFrequencies),
  customDays: z.number().int().nullable(),
  isActive: z.boolean(),
  /** ISO instant of the next sending; null = 'Not scheduled' (a one-time reminder once sent). */
  nextTrigger: z.string().nullable(),
  lastTriggered: z.string().nullable(),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  recipientEmail: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  createdAt: z.string(),
  /** The latest sendings, newest first (at most `reminderLimits.recentLogs`). */
  recentLogs: z.array(reminderLogSchema),
})
export type Reminder = z.infer<typeof reminderSchema>
export const reminderListSchema = z.array(reminderSchema)

const emptyToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value

const phoneSchema = lineSchema(reminderMessages.recipientPhone, 'Phone number')
  .trim()
  .max(reminderLimits.phone, `Phone number must be at most ${reminderLimits.phone} characters`)
  .refine(
    (phone) => /^\+?[\d\s().-]+$/.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= 7,
    reminderMessages.recipientPhone,
  )
  .refine((phone) => (phone.match(/\d/g)?.length ?? 0) <= 15, reminderMessages.recipientPhone)

/**
 * POST /api/admin/reminders and PUT /api/admin/reminders/:id (spec 3 §5 "Reminder", §7; the edit
 * is decision 0043's): title, type and frequency required in the spec's words; customDays (1-365)
 * only for, and required by, a custom frequency; recipientEmail a valid address or empty (empty:
 * the farm's own notification address); a phone number when SMS is on, and at least one of e-mail
 * and SMS. Defaults: active on, e-mail on, SMS off; no type (staff choose it, decision 0043).
 */
export const reminderInputSchema = z
  .object({
    title: requiredText('Title', reminderLimits.title, { required: reminderMessages.title }),
    description: optionalText('Description', reminderLimits.description, { multiline: true }),
    type: z.enum(reminderTypes, { error: reminderMessages.type }),
    frequency: z.enum(reminderFrequencies, { error: reminderMessages.frequency }),
    customDays: z.preprocess(
      emptyToNull,
      z
        .number(reminderMessages.customDays)
        .int(reminderMessages.customDays)
        .min(1, reminderMessages.customDays)
        .max(reminderLimits.customDays, reminderMessages.customDays)
        .nullable(),
    ),
    recipientEmail: z.preprocess(
      emptyToNull,
      z
        .string(reminderMessages.recipientEmail)
        .trim()
        .toLowerCase()
        .pipe(z.email(reminderMessages.recipientEmail).max(255, reminderMessages.recipientEmail))
        .nullable(),
    ),
    recipientPhone: z.preprocess(emptyToNull, phoneSchema.nullable()),
    isActive: z.boolean('Active must be true or false').default(true),
    emailEnabled: z.boolean('E-mail must be true or false').default(true),
    smsEnabled: z.boolean('SMS must be true or false').default(false),
  })
  .superRefine((input, context) => {
    if (input.frequency === 'custom' && input.customDays === null) {
      context.addIssue({
        code: 'custom',
        path: ['customDays'],
        message: reminderMessages.customDays,
      })
    }
    if (!input.emailEnabled && !input.smsEnabled) {
      context.addIssue({
        code: 'custom',
        path: ['emailEnabled'],
        message: reminderMessages.noChannel,
      })
    }
    if (input.smsEnabled && !input.recipientPhone) {
      context.addIssue({
        code: 'custom',
        path: ['recipientPhone'],
        message: reminderMessages.phoneForSms,
      })
    }
  })
  // Days apart mean something only for a custom frequency.
  .transform((input) => ({
    ...input,
    customDays: input.frequency === 'custom' ? input.customDays : null,
  }))
export type ReminderInput = z.input<typeof reminderInputSchema>
export type ReminderValues = z.output<typeof reminderInputSchema>

/**
 * GET /api/admin/blog-status (spec 3 "Farm reminder system", §7): the newest published post's
 * date and how many of the farm's calendar days have passed since; both null with no posts.
 */
export const blogStatusSchema = z.object({
  lastPostDate: z.string().nullable(),
  lastPostTitle: z.string().nullable(),
  daysSinceLastPost: z.number().int().nullable(),
})
export type BlogStatus = z.infer<typeof blogStatusSchema>
