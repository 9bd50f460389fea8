CREATE TABLE "intel_collection_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"sources_ok" integer DEFAULT 0 NOT NULL,
	"sources_failed" integer DEFAULT 0 NOT NULL,
	"new_items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intel_fetch_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"run_id" integer,
	"at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" integer,
	"error_code" text,
	"items_seen" integer DEFAULT 0 NOT NULL,
	"new_items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intel_items" (
	"id" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"url" text NOT NULL,
	"source_id" text NOT NULL,
	"agency" text NOT NULL,
	"source_type" text NOT NULL,
	"title" text,
	"summary" text,
	"published_at" timestamp with time zone,
	"date_precision" text,
	"kind" text NOT NULL,
	"scam_types" jsonb NOT NULL,
	"severity" text NOT NULL,
	"elder_relevance_score" integer NOT NULL,
	"states_mentioned" jsonb NOT NULL,
	"origin" text NOT NULL,
	"snapshot_date" text,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "intel_items_content_hash_unique" UNIQUE("content_hash"),
	CONSTRAINT "intel_items_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "intel_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"agency" text NOT NULL,
	"source_type" text NOT NULL,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"state" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_checked" timestamp with time zone,
	"last_successful" timestamp with time zone,
	"error_count" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"last_error_code" text
);
--> statement-breakpoint
CREATE INDEX "intel_collection_runs_started_idx" ON "intel_collection_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "intel_fetch_attempts_source_at_idx" ON "intel_fetch_attempts" USING btree ("source_id","at");--> statement-breakpoint
CREATE INDEX "intel_items_published_idx" ON "intel_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "intel_items_kind_published_idx" ON "intel_items" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "intel_items_agency_idx" ON "intel_items" USING btree ("agency");--> statement-breakpoint
CREATE INDEX "intel_items_severity_idx" ON "intel_items" USING btree ("severity");--> statement-breakpoint
CREATE INDEX "intel_items_source_idx" ON "intel_items" USING btree ("source_id");