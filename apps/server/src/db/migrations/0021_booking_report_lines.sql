CREATE TABLE "booking_report_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"agent_id" integer NOT NULL,
	"to_location_id" integer,
	"kind" text NOT NULL,
	"product" text,
	"group_key" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"sales" numeric(14, 2) NOT NULL,
	"net" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_report_lines" ADD CONSTRAINT "booking_report_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_report_lines_kind_created" ON "booking_report_lines" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "booking_report_lines_booking" ON "booking_report_lines" USING btree ("booking_id");