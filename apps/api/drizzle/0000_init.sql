CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"cricket_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"event_name" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"in_play" boolean DEFAULT false NOT NULL,
	"sport" text DEFAULT 'cricket' NOT NULL,
	"status" text DEFAULT 'UPCOMING' NOT NULL,
	CONSTRAINT "matches_cricket_id_unique" UNIQUE("cricket_id"),
	CONSTRAINT "matches_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"origin_id" text,
	"fingerprint" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"liability_paise" bigint DEFAULT 0 NOT NULL,
	"reset_required" boolean DEFAULT false NOT NULL,
	"rate_difference" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_balance_non_negative" CHECK ("users"."balance_paise" >= 0),
	CONSTRAINT "users_liability_non_negative" CHECK ("users"."liability_paise" >= 0),
	CONSTRAINT "users_rate_difference_range" CHECK ("users"."rate_difference" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");