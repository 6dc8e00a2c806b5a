ALTER TABLE "staff_invites" DROP CONSTRAINT "staff_invites_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;