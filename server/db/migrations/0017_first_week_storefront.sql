-- Issue 22: a post without an excerpt shows the start of its text, made when it is read (cut at a
-- word, one '…'). Excerpts stored by the earlier rule (the first 200 characters of the text plus
-- '...') were not written by staff: they are cleared, so those posts follow the new rule. A post
-- whose Markdown made its stored excerpt differ from its plain text keeps it; staff can clear it.
UPDATE "blog_posts" SET "excerpt" = NULL
WHERE "excerpt" = rtrim(left(btrim(regexp_replace("content", '\s+', ' ', 'g')), 200)) || '...';--> statement-breakpoint
-- Issue 22: one set of opening hours. A shop still showing the first defaults (open every day in
-- one text, Thursday to Sunday in another) gets the new ones; texts staff edited are left alone.
UPDATE "site_content" SET "content" = 'Thursday to Sunday, 8 AM – 4 PM'
WHERE "key" = 'contact_hours' AND "content" = 'Every day, 8 AM – 10 PM';--> statement-breakpoint
UPDATE "site_content" SET "content" = 'Farm tours, workshops and pick-your-own mornings are by reservation, on open days and others. Call ahead in summer, when the mangos go fast.'
WHERE "key" = 'contact_visit_message' AND "content" = 'Farm tours, workshops and pick-your-own mornings are by reservation. Our farm stand is open Thursday to Sunday; call ahead in summer, when the mangos go fast.';
