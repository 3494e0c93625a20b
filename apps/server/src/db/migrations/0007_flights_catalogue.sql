CREATE TABLE "flight_baggage_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"segment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"weight" text,
	"price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_fare_cancellation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"fare_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"penalty_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_fare_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"fare_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"price_child1" numeric(14, 2) NOT NULL,
	"price_child2" numeric(14, 2) NOT NULL,
	"price_return" numeric(14, 2) NOT NULL,
	"price_return_child1" numeric(14, 2) NOT NULL,
	"price_return_child2" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "flight_fare_pricing_period" CHECK ("flight_fare_pricing"."end_date" >= "flight_fare_pricing"."start_date")
);
--> statement-breakpoint
CREATE TABLE "flight_fares" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"meal" text NOT NULL,
	"description" text,
	"hand_baggages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"baggages" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"segment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"flight_number" text NOT NULL,
	"from_airport_id" integer NOT NULL,
	"to_airport_id" integer NOT NULL,
	"departure_time" text NOT NULL,
	"day_offset" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seat_map" jsonb,
	CONSTRAINT "flight_legs_duration" CHECK ("flight_legs"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "flight_meal_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"leg_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_sales" (
	"booking_item_id" integer PRIMARY KEY NOT NULL,
	"flight_id" integer NOT NULL,
	"fare_id" integer,
	"fare_pricing_id" integer
);
--> statement-breakpoint
CREATE TABLE "flight_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_id" integer NOT NULL,
	"direction" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"seat_capacity" integer,
	CONSTRAINT "flight_segments_direction" CHECK ("flight_segments"."direction" in ('outbound', 'return')),
	CONSTRAINT "flight_segments_validity" CHECK ("flight_segments"."valid_to" >= "flight_segments"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"from_airport_id" integer NOT NULL,
	"to_airport_id" integer NOT NULL,
	"airline_name" text,
	"airline_code" text,
	"airline_logo" text,
	"default_currency" text DEFAULT 'EUR' NOT NULL,
	"markups" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flight_baggage_options" ADD CONSTRAINT "flight_baggage_options_segment_id_flight_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."flight_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_fare_cancellation_rules" ADD CONSTRAINT "flight_fare_cancellation_rules_fare_id_flight_fares_id_fk" FOREIGN KEY ("fare_id") REFERENCES "public"."flight_fares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_fare_pricing" ADD CONSTRAINT "flight_fare_pricing_fare_id_flight_fares_id_fk" FOREIGN KEY ("fare_id") REFERENCES "public"."flight_fares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_fares" ADD CONSTRAINT "flight_fares_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_legs" ADD CONSTRAINT "flight_legs_segment_id_flight_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."flight_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_legs" ADD CONSTRAINT "flight_legs_from_airport_id_locations_id_fk" FOREIGN KEY ("from_airport_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_legs" ADD CONSTRAINT "flight_legs_to_airport_id_locations_id_fk" FOREIGN KEY ("to_airport_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_meal_options" ADD CONSTRAINT "flight_meal_options_leg_id_flight_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."flight_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_sales" ADD CONSTRAINT "flight_sales_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_sales" ADD CONSTRAINT "flight_sales_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_sales" ADD CONSTRAINT "flight_sales_fare_id_flight_fares_id_fk" FOREIGN KEY ("fare_id") REFERENCES "public"."flight_fares"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_sales" ADD CONSTRAINT "flight_sales_fare_pricing_id_flight_fare_pricing_id_fk" FOREIGN KEY ("fare_pricing_id") REFERENCES "public"."flight_fare_pricing"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_segments" ADD CONSTRAINT "flight_segments_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_from_airport_id_locations_id_fk" FOREIGN KEY ("from_airport_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_to_airport_id_locations_id_fk" FOREIGN KEY ("to_airport_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_baggage_segment" ON "flight_baggage_options" USING btree ("segment_id","position");--> statement-breakpoint
CREATE INDEX "flight_fare_rules_fare" ON "flight_fare_cancellation_rules" USING btree ("fare_id");--> statement-breakpoint
CREATE INDEX "flight_fare_pricing_fare" ON "flight_fare_pricing" USING btree ("fare_id","start_date");--> statement-breakpoint
CREATE INDEX "flight_fares_flight" ON "flight_fares" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "flight_legs_segment" ON "flight_legs" USING btree ("segment_id","position");--> statement-breakpoint
CREATE INDEX "flight_meal_leg" ON "flight_meal_options" USING btree ("leg_id","position");--> statement-breakpoint
CREATE INDEX "flight_sales_flight" ON "flight_sales" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "flight_sales_fare" ON "flight_sales" USING btree ("fare_id");--> statement-breakpoint
CREATE INDEX "flight_sales_pricing" ON "flight_sales" USING btree ("fare_pricing_id");--> statement-breakpoint
CREATE INDEX "flight_segments_flight" ON "flight_segments" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "flights_from" ON "flights" USING btree ("from_airport_id");--> statement-breakpoint
CREATE INDEX "flights_to" ON "flights" USING btree ("to_airport_id");--> statement-breakpoint
CREATE INDEX "flights_name" ON "flights" USING btree ("name");