CREATE TABLE "community_report_votes" (
	"report_id" text NOT NULL,
	"voter_key" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "community_report_votes_report_id_voter_key_pk" PRIMARY KEY("report_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_user_id" text,
	"submitter_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"scam_type" text,
	"location" text,
	"phone_number" text,
	"email_address" text,
	"website_url" text,
	"phone_key" text,
	"email_key" text,
	"domain_key" text,
	"text_fingerprint" text NOT NULL,
	"amount_lost_cents" bigint,
	"tags" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"redactions" jsonb NOT NULL,
	"status" text NOT NULL,
	"held_reason" text,
	"group_id" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_source" text,
	"verification_status" text NOT NULL,
	"verified_by_alert_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_report_votes" ADD CONSTRAINT "community_report_votes_report_id_community_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."community_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_report_votes" ADD CONSTRAINT "community_report_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_reports_status_created_idx" ON "community_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "community_reports_group_idx" ON "community_reports" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "community_reports_phone_idx" ON "community_reports" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "community_reports_email_idx" ON "community_reports" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "community_reports_domain_idx" ON "community_reports" USING btree ("domain_key");--> statement-breakpoint
CREATE INDEX "community_reports_submitter_idx" ON "community_reports" USING btree ("submitter_key","created_at");