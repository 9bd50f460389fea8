CREATE TABLE "helper_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"helper_id" text NOT NULL,
	"analysis_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "helper_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "helper_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "helper_links" (
	"id" text PRIMARY KEY NOT NULL,
	"person_id" text NOT NULL,
	"helper_id" text NOT NULL,
	"share_text" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
ALTER TABLE "helper_alerts" ADD CONSTRAINT "helper_alerts_link_id_helper_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."helper_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_alerts" ADD CONSTRAINT "helper_alerts_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_alerts" ADD CONSTRAINT "helper_alerts_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_invites" ADD CONSTRAINT "helper_invites_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_links" ADD CONSTRAINT "helper_links_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_links" ADD CONSTRAINT "helper_links_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helper_alerts_helper_idx" ON "helper_alerts" USING btree ("helper_id","created_at");--> statement-breakpoint
CREATE INDEX "helper_invites_person_idx" ON "helper_invites" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "helper_links_person_idx" ON "helper_links" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "helper_links_helper_idx" ON "helper_links" USING btree ("helper_id");