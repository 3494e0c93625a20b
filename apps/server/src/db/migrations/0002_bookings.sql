CREATE TABLE "booking_cancellation_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_item_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"currency_cost" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"hotel_id" integer,
	"room_id" integer,
	"meal_type_id" integer,
	"booking_status_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"price_net" numeric(14, 2),
	"price_net_currency" text,
	"currency" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"passenger_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" text,
	"external_pnr" text,
	"supplier_reference" text,
	"option" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_items_product_type" CHECK ("booking_items"."product_type" in ('hotel', 'flight', 'transfer', 'visa')),
	CONSTRAINT "booking_items_count" CHECK ("booking_items"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "booking_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"age_type" text NOT NULL,
	"age" integer,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"passport_file" text,
	"photo_file" text,
	CONSTRAINT "booking_passengers_age_type" CHECK ("booking_passengers"."age_type" in ('adult', 'child', 'infant'))
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"pay_date" date NOT NULL,
	"method" text NOT NULL,
	"original_amount" numeric(14, 2) NOT NULL,
	"original_currency" text NOT NULL,
	"paid_amount" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_method" CHECK ("booking_payments"."method" in ('cash', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pnrs" text NOT NULL,
	"agent_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"booking_status_id" integer NOT NULL,
	"payment_status_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"extra_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payments_sum" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cancel_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"additional_requests" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"details" text,
	"note" text,
	"comment" text,
	"agent_field" text,
	"to_location_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_cancellation_policies" ADD CONSTRAINT "booking_cancellation_policies_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_room_id_hotel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_meal_type_id_taxonomies_id_fk" FOREIGN KEY ("meal_type_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_status_id_taxonomies_id_fk" FOREIGN KEY ("booking_status_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_status_id_taxonomies_id_fk" FOREIGN KEY ("booking_status_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_id_taxonomies_id_fk" FOREIGN KEY ("payment_status_id") REFERENCES "public"."taxonomies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_cancellation_policies_item" ON "booking_cancellation_policies" USING btree ("booking_item_id","date_from");--> statement-breakpoint
CREATE INDEX "booking_history_booking" ON "booking_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "booking_items_booking" ON "booking_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_items_hotel" ON "booking_items" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_passengers_key" ON "booking_passengers" USING btree ("booking_id","key");--> statement-breakpoint
CREATE INDEX "booking_payments_booking" ON "booking_payments" USING btree ("booking_id","pay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_pnrs" ON "bookings" USING btree ("pnrs");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency" ON "bookings" USING btree ("agent_id","idempotency_key") WHERE "bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "bookings_agent_created" ON "bookings" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_created" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_start" ON "bookings" USING btree ("start_date");