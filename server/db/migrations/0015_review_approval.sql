-- Reviews that are not a Verified Purchase wait for staff approval (decision 0043). Reviews
-- written before stay shown: the default is false, and new reviews always set it.
ALTER TABLE "product_reviews" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;
