-- Guests' code uses are counted by e-mail as lib/discounts/customer-email.ts compares it:
-- lower-case, trimmed, without a +tag before the @. Uses recorded before were only lower-cased.
UPDATE "discount_redemptions"
SET "email" = regexp_replace(lower(btrim("email")), '^([^+]+)\+.*(@[^@]*)$', '\1\2')
WHERE "email" IS NOT NULL;
