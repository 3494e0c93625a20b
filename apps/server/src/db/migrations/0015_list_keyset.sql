DROP INDEX "bookings_agent_created";--> statement-breakpoint
DROP INDEX "bookings_created";--> statement-breakpoint
CREATE INDEX "bookings_agent_created" ON "bookings" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_created" ON "bookings" USING btree ("created_at","id");