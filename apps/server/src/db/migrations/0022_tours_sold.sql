CREATE TABLE "tour_sales" (
	"booking_item_id" integer PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_items" DROP CONSTRAINT "booking_items_product_type";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "price_child" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "free_cancellation_days" integer;--> statement-breakpoint
ALTER TABLE "tour_sales" ADD CONSTRAINT "tour_sales_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_sales" ADD CONSTRAINT "tour_sales_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_sales_tour" ON "tour_sales" USING btree ("tour_id");--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_product_type" CHECK ("booking_items"."product_type" in ('hotel', 'flight', 'transfer', 'visa', 'tour'));--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_price_child_not_negative" CHECK ("tours"."price_child" >= 0);--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_free_cancellation_days" CHECK ("tours"."free_cancellation_days" between 0 and 365);