CREATE TABLE "evidence_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"package_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"items" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evidence_packages" ADD CONSTRAINT "evidence_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_packages_user_submitted_idx" ON "evidence_packages" USING btree ("user_id","submitted_at");