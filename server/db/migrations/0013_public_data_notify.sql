-- Every write to a table that public answers or pages read says so on one channel, whatever
-- wrote it (staff screens, checkout, jobs, another instance): each instance LISTENs and forgets
-- its cached public answers (server/http/public-cache.ts, decision 0036).
CREATE FUNCTION notify_public_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER bulk_pricing_tiers_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bulk_pricing_tiers"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER product_reviews_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER review_helpful_votes_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_helpful_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER shipping_options_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_options"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER harvest_alerts_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "harvest_alerts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER subscription_plans_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscription_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER farm_events_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "farm_events"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER pick_your_own_slots_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pick_your_own_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER pick_your_own_bookings_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pick_your_own_bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER plant_inventory_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plant_inventory"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER site_content_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER settings_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER blog_comments_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_comments"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER recipes_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recipes"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER photo_gallery_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photo_gallery"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER seasonal_calendar_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasonal_calendar"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER seasonal_availability_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasonal_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
--> statement-breakpoint
CREATE TRIGGER social_media_accounts_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "social_media_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
