CREATE TABLE "admin_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "admin_alerts_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "model_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"status" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"metrics" jsonb NOT NULL,
	"reference_metrics" jsonb NOT NULL,
	"base_examples" integer NOT NULL,
	"feedback_examples" integer NOT NULL,
	"reason" text NOT NULL,
	"metadata" jsonb,
	"weights_base64" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_feedback" (
	"id" text PRIMARY KEY NOT NULL,
	"analysis_id" text NOT NULL,
	"user_id" text,
	"voter_key" text NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_feedback" ADD CONSTRAINT "analysis_feedback_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_feedback" ADD CONSTRAINT "analysis_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_alerts_resolved_idx" ON "admin_alerts" USING btree ("resolved","created_at");--> statement-breakpoint
CREATE INDEX "model_versions_created_idx" ON "model_versions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_feedback_voter_idx" ON "analysis_feedback" USING btree ("analysis_id","voter_key");--> statement-breakpoint
CREATE INDEX "analysis_feedback_created_idx" ON "analysis_feedback" USING btree ("created_at");