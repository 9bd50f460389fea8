CREATE TABLE "forwarding_events" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"sender_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"replied" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forwarding_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"language" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forwarding_identities" ADD CONSTRAINT "forwarding_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forwarding_events_sender_idx" ON "forwarding_events" USING btree ("sender_hash","created_at");--> statement-breakpoint
CREATE INDEX "forwarding_events_created_idx" ON "forwarding_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forwarding_identities_user_idx" ON "forwarding_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forwarding_identities_value_idx" ON "forwarding_identities" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "forwarding_identities_verified_uq" ON "forwarding_identities" USING btree ("kind","value") WHERE verified_at is not null;