ALTER TABLE "room_pricing" ADD COLUMN "min_stay_arrival" integer;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD COLUMN "min_stay_through" integer;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD COLUMN "max_stay" integer;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD COLUMN "release_days" integer;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD COLUMN "min_advance" integer;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD COLUMN "max_advance" integer;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD COLUMN "closed_to_arrival" text;--> statement-breakpoint
ALTER TABLE "room_pricing" ADD COLUMN "closed_to_departure" text;