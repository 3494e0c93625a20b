ALTER TABLE "booking_items" ADD COLUMN "extras_total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Seat rows now run 1 .. rowsCount - 1 as the account spec draws them (docs/decisions.md "Seat
-- rows"): every map saved before counted rows 1 .. rowsCount, so it keeps its rows with one more.
UPDATE "flight_legs" SET "seat_map" = jsonb_set("seat_map", '{rowsCount}', to_jsonb((("seat_map"->>'rowsCount')::int) + 1)) WHERE "seat_map"->>'rowsCount' IS NOT NULL;
